CREATE TABLE "form_templates" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"fields" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_instances" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"template_id" integer,
	"builtin_key" text,
	"title" text NOT NULL,
	"fields" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_id" integer,
	"project_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	"pdf_file_id" integer,
	"pdf_sha256" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_instances_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "form_instances_status_known" CHECK ("form_instances"."status" in ('draft', 'signed')),
	CONSTRAINT "form_instances_target" CHECK ("form_instances"."customer_id" is not null or "form_instances"."project_id" is not null),
	CONSTRAINT "form_instances_signed_complete" CHECK ("form_instances"."status" = 'draft' or ("form_instances"."signed_at" is not null and "form_instances"."pdf_file_id" is not null and "form_instances"."pdf_sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_tenant_id_template_id_form_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."form_templates"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_tenant_id_customer_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_tenant_id_pdf_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pdf_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_name" ON "form_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "form_instances_status" ON "form_instances" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
-- A signed form is evidence (the customer signed what it says): the database refuses any change
-- or deletion, whoever asks. Only purging a whole tenant (`kontor.purge`) may remove it.
CREATE OR REPLACE FUNCTION kontor_form_instances_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'signed' THEN
    IF TG_OP = 'DELETE' AND coalesce(current_setting('kontor.purge', true), '') = 'on' THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'Unterschriebene Formulare sind unveränderlich.' USING ERRCODE = 'KT001';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_instances_guard BEFORE UPDATE OR DELETE ON form_instances
  FOR EACH ROW EXECUTE FUNCTION kontor_form_instances_guard();
--> statement-breakpoint
-- Forms permissions for the default roles of existing tenants (new tenants get them from
-- defaultRoles): Mitarbeiter fill in and sign, Nur lesen reads.
UPDATE "roles" SET "permissions" = "permissions" || '{forms.read,forms.write}'::text[]
  WHERE "is_system" AND "name" = 'Mitarbeiter' AND NOT ('forms.read' = ANY ("permissions"));
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{forms.read}'::text[]
  WHERE "is_system" AND "name" = 'Nur lesen' AND NOT ('forms.read' = ANY ("permissions"));
