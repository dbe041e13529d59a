CREATE TABLE "letter_series" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"subject" text NOT NULL,
	"letter_date" date NOT NULL,
	"letter_count" integer NOT NULL,
	"page_count" integer NOT NULL,
	"file_id" integer NOT NULL,
	"pdf_sha256" text NOT NULL,
	"retention_until" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_series_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recipient_type" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"address_lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"letter_date" date NOT NULL,
	"body" text NOT NULL,
	"rendered_body" text,
	"your_reference" text,
	"your_message_date" date,
	"our_reference" text,
	"contact_person" text,
	"series_id" integer,
	"finalized_at" timestamp with time zone,
	"file_id" integer,
	"pdf_sha256" text,
	"retention_until" date,
	"printed_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"sent_email_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "letters_status_known" CHECK ("letters"."status" in ('draft', 'finalized')),
	CONSTRAINT "letters_recipient_type_known" CHECK ("letters"."recipient_type" in ('customers', 'vendors', 'contacts')),
	CONSTRAINT "letters_finalized_archived" CHECK ("letters"."status" <> 'finalized' or ("letters"."file_id" is not null and "letters"."pdf_sha256" is not null and "letters"."retention_until" is not null and "letters"."finalized_at" is not null and "letters"."rendered_body" is not null))
);
--> statement-breakpoint
ALTER TABLE "letter_series" ADD CONSTRAINT "letter_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_series" ADD CONSTRAINT "letter_series_tenant_id_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_tenant_id_recipient_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","recipient_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_tenant_id_series_id_letter_series_tenant_id_id_fk" FOREIGN KEY ("tenant_id","series_id") REFERENCES "public"."letter_series"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_tenant_id_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_tenant_id_sent_email_id_sent_emails_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sent_email_id") REFERENCES "public"."sent_emails"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_recent" ON "letters" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_recipient" ON "letters" USING btree ("tenant_id","recipient_id");--> statement-breakpoint
CREATE INDEX "letters_series" ON "letters" USING btree ("tenant_id","series_id") WHERE "letters"."series_id" is not null;--> statement-breakpoint
-- A finalized letter is a business letter kept six years (§ 257 HGB): its text, recipient and
-- archived PDF never change and it is never deleted. Only printing and sending are recorded later.
-- SQLSTATE KT001 lets the API answer with its German 409 text.
CREATE OR REPLACE FUNCTION kontor_letters_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delivery constant text[] := ARRAY['printed_at','emailed_at','sent_email_id','updated_at','version'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'finalized' AND coalesce(current_setting('kontor.purge', true), '') <> 'on' THEN
      RAISE EXCEPTION 'Festgeschriebene Briefe können nicht gelöscht werden (Aufbewahrung 6 Jahre).' USING ERRCODE = 'KT001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'finalized' AND (to_jsonb(NEW) - delivery) IS DISTINCT FROM (to_jsonb(OLD) - delivery) THEN
    RAISE EXCEPTION 'Festgeschriebene Briefe sind unveränderlich.' USING ERRCODE = 'KT001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER letters_guard BEFORE UPDATE OR DELETE ON letters
  FOR EACH ROW EXECUTE FUNCTION kontor_letters_guard();
--> statement-breakpoint
CREATE TRIGGER letter_series_guard BEFORE UPDATE OR DELETE ON letter_series
  FOR EACH ROW EXECUTE FUNCTION kontor_insert_only_guard();
--> statement-breakpoint
-- Letter permissions for the default roles of existing tenants (new tenants get them from
-- defaultRoles): Buchhaltung reads and writes, Nur lesen reads.
UPDATE "roles" SET "permissions" = "permissions" || '{letters.read,letters.write}'::text[]
  WHERE "is_system" AND "name" = 'Buchhaltung' AND NOT ('letters.read' = ANY ("permissions"));
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{letters.read}'::text[]
  WHERE "is_system" AND "name" = 'Nur lesen' AND NOT ('letters.read' = ANY ("permissions"));
