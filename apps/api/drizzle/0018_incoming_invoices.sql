CREATE TABLE "incoming_invoices" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"file_id" integer NOT NULL,
	"file_sha256" text NOT NULL,
	"file_name" text,
	"source_kind" text NOT NULL,
	"document_type" text DEFAULT 'invoice' NOT NULL,
	"vendor_id" integer,
	"number" text,
	"issue_date" date,
	"due_date" date,
	"service_date" date,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"net_total" numeric(14, 2),
	"tax_total" numeric(14, 2),
	"gross_total" numeric(14, 2),
	"due_total" numeric(14, 2),
	"skonto_until" date,
	"skonto_amount" numeric(14, 2),
	"taxation" text DEFAULT 'standard' NOT NULL,
	"vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extracted" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"duplicate_of" integer,
	"reject_reason" text,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"paid_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incoming_invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "incoming_invoices_status_known" CHECK ("incoming_invoices"."status" in ('draft','review','approved','paid','rejected')),
	CONSTRAINT "incoming_invoices_taxation_known" CHECK ("incoming_invoices"."taxation" in ('standard','reverseCharge','euService'))
);
--> statement-breakpoint
CREATE TABLE "incoming_invoice_lines" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"account" text NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"cost_centre" text,
	"text" text,
	CONSTRAINT "incoming_invoice_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "incoming_invoice_status_changes" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"invoice_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incoming_invoice_status_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_tenant_id_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_tenant_id_vendor_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vendor_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_tenant_id_duplicate_of_incoming_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","duplicate_of") REFERENCES "public"."incoming_invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoice_lines" ADD CONSTRAINT "incoming_invoice_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoice_lines" ADD CONSTRAINT "incoming_invoice_lines_tenant_id_invoice_id_incoming_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."incoming_invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoice_status_changes" ADD CONSTRAINT "incoming_invoice_status_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoice_status_changes" ADD CONSTRAINT "incoming_invoice_status_changes_tenant_id_invoice_id_incoming_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."incoming_invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incoming_invoices_status_due" ON "incoming_invoices" USING btree ("tenant_id","status","due_date");--> statement-breakpoint
CREATE INDEX "incoming_invoices_vendor_number" ON "incoming_invoices" USING btree ("tenant_id","vendor_id","number");--> statement-breakpoint
CREATE INDEX "incoming_invoices_sha256" ON "incoming_invoices" USING btree ("tenant_id","file_sha256");--> statement-breakpoint
CREATE INDEX "incoming_invoice_lines_invoice" ON "incoming_invoice_lines" USING btree ("tenant_id","invoice_id","position");--> statement-breakpoint
CREATE INDEX "incoming_invoice_status_changes_invoice" ON "incoming_invoice_status_changes" USING btree ("tenant_id","invoice_id","id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "incoming_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_tenant_id_incoming_invoice_id_incoming_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incoming_invoice_id") REFERENCES "public"."incoming_invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_incoming_invoice_source" CHECK ("journal_entries"."source_type" <> 'incomingInvoice' or "journal_entries"."incoming_invoice_id" is not null);--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_incoming_invoice" ON "journal_entries" USING btree ("tenant_id","incoming_invoice_id") WHERE "journal_entries"."incoming_invoice_id" is not null;--> statement-breakpoint
-- GoBD: an approved (or paid) incoming invoice is booked; its figures, vendor and booking lines
-- never change again and it is never deleted. Only the lifecycle columns move (approved → paid).
-- SQLSTATE KT001 lets the API answer with its German 409 text.
CREATE OR REPLACE FUNCTION kontor_incoming_invoices_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lifecycle constant text[] := ARRAY['status','paid_at','updated_at','version'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status IN ('approved','paid') AND coalesce(current_setting('kontor.purge', true), '') <> 'on' THEN
      RAISE EXCEPTION 'Freigegebene Eingangsrechnungen können nicht gelöscht werden (GoBD).' USING ERRCODE = 'KT001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status IN ('approved','paid') THEN
    IF NEW.status NOT IN ('approved','paid') OR (OLD.status = 'paid' AND NEW.status <> 'paid') THEN
      RAISE EXCEPTION 'Eine freigegebene Eingangsrechnung kann nicht zurückgesetzt werden.' USING ERRCODE = 'KT001';
    END IF;
    IF (to_jsonb(NEW) - lifecycle) IS DISTINCT FROM (to_jsonb(OLD) - lifecycle) THEN
      RAISE EXCEPTION 'Freigegebene Eingangsrechnungen sind unveränderlich (GoBD).' USING ERRCODE = 'KT001';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER incoming_invoices_guard BEFORE UPDATE OR DELETE ON incoming_invoices
  FOR EACH ROW EXECUTE FUNCTION kontor_incoming_invoices_guard();
--> statement-breakpoint
-- The booking lines of an approved invoice are frozen with it.
CREATE OR REPLACE FUNCTION kontor_incoming_invoice_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice_status text;
BEGIN
  SELECT status INTO invoice_status FROM incoming_invoices
    WHERE tenant_id = coalesce(NEW.tenant_id, OLD.tenant_id) AND id = coalesce(NEW.invoice_id, OLD.invoice_id);
  IF invoice_status IN ('approved','paid') AND coalesce(current_setting('kontor.purge', true), '') <> 'on' THEN
    RAISE EXCEPTION 'Die Buchung einer freigegebenen Eingangsrechnung ist festgeschrieben (GoBD).' USING ERRCODE = 'KT001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER incoming_invoice_lines_guard BEFORE INSERT OR UPDATE OR DELETE ON incoming_invoice_lines
  FOR EACH ROW EXECUTE FUNCTION kontor_incoming_invoice_lines_guard();
--> statement-breakpoint
CREATE TRIGGER incoming_invoice_status_changes_guard BEFORE UPDATE OR DELETE ON incoming_invoice_status_changes
  FOR EACH ROW EXECUTE FUNCTION kontor_insert_only_guard();
--> statement-breakpoint
-- Incoming-invoice permissions for the default roles of existing tenants (new tenants get them
-- from defaultRoles): Buchhaltung reads, edits and approves, Nur lesen reads.
UPDATE "roles" SET "permissions" = "permissions" || '{incomingInvoices.read,incomingInvoices.write,incomingInvoices.approve}'::text[]
  WHERE "is_system" AND "name" = 'Buchhaltung' AND NOT ('incomingInvoices.read' = ANY ("permissions"));
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{incomingInvoices.read}'::text[]
  WHERE "is_system" AND "name" = 'Nur lesen' AND NOT ('incomingInvoices.read' = ANY ("permissions"));
