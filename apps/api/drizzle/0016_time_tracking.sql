-- Time tracking (issue #16): entries on projects/customers/services and one running timer per person.
CREATE TABLE "time_entries" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"profile_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"duration_minutes" integer NOT NULL,
	"project_id" integer,
	"customer_id" integer,
	"article_id" integer,
	"description" text,
	"billable" boolean DEFAULT true NOT NULL,
	"rate" numeric(14, 4),
	"status" text DEFAULT 'open' NOT NULL,
	"document_id" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "time_entries_status_known" CHECK ("time_entries"."status" in ('open', 'approved', 'invoiced')),
	CONSTRAINT "time_entries_invoiced_has_document" CHECK (("time_entries"."status" = 'invoiced') = ("time_entries"."document_id" is not null)),
	CONSTRAINT "time_entries_duration" CHECK ("time_entries"."duration_minutes" > 0 AND "time_entries"."duration_minutes" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "time_timers" (
	"tenant_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" integer,
	"customer_id" integer,
	"article_id" integer,
	"description" text,
	"billable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "time_timers_tenant_id_profile_id_pk" PRIMARY KEY("tenant_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_customer_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_article_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","article_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Deleting the draft invoice releases its entries (trigger below sets them back to approved).
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE SET NULL ("document_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_tenant_id_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_tenant_id_customer_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_tenant_id_article_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","article_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_profile_date" ON "time_entries" USING btree ("tenant_id","profile_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_customer_status" ON "time_entries" USING btree ("tenant_id","customer_id","status");--> statement-breakpoint
CREATE INDEX "time_entries_document" ON "time_entries" USING btree ("tenant_id","document_id") WHERE "time_entries"."document_id" is not null;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kontor_time_entry_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.document_id IS NULL AND OLD.status = 'invoiced' THEN
    NEW.status := 'approved';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_release BEFORE UPDATE ON time_entries
  FOR EACH ROW EXECUTE FUNCTION kontor_time_entry_release();
--> statement-breakpoint
-- Kommen/Gehen (issue #16): a person's open clock-in (Kommen without Gehen) with the breaks taken
-- so far and a running break. Gehen turns it into a working_times record (checked and locked like
-- every record); until then the evaluation does not see it.
CREATE TABLE "working_time_clocks" (
	"tenant_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"start_at" timestamp NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"break_start_at" timestamp,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_time_clocks_tenant_id_profile_id_pk" PRIMARY KEY("tenant_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "working_time_clocks" ADD CONSTRAINT "working_time_clocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_time_clocks" ADD CONSTRAINT "working_time_clocks_tenant_id_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
