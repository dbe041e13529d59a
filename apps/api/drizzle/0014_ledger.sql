-- Payments settle invoices with Skonto and small write-offs; payments book themselves; months
-- are locked ("Festschreibung"); DATEV exports are recorded.
ALTER TABLE "tenant_settings" ADD COLUMN "write_off_tolerance" numeric(14, 2) DEFAULT '1.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_write_off_tolerance" CHECK ("tenant_settings"."write_off_tolerance" >= 0 and "tenant_settings"."write_off_tolerance" <= 100);--> statement-breakpoint
ALTER TABLE "document_payments" ADD COLUMN "skonto" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_payments" ADD COLUMN "skonto_by_rate" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_payments" ADD COLUMN "written_off" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_payments" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_settlement" CHECK ("document_payments"."skonto" >= 0 and "document_payments"."written_off" >= 0 and ("document_payments"."written_off" = 0) = ("document_payments"."write_off_reason" is null));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_document_source";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_document_source" CHECK (("journal_entries"."source_type" <> 'document' or "journal_entries"."document_id" is not null) and (("journal_entries"."source_type" = 'payment') = ("journal_entries"."payment_id" is not null)));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_tenant_id_payment_id_document_payments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."document_payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_payment" ON "journal_entries" USING btree ("tenant_id","payment_id") WHERE "journal_entries"."payment_id" is not null;--> statement-breakpoint
CREATE TABLE "accounting_period_locks" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"locked_until" date NOT NULL,
	"locked_by" integer,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_period_locks_month_end" CHECK ("accounting_period_locks"."locked_until" = (date_trunc('month', "accounting_period_locks"."locked_until") + interval '1 month - 1 day')::date)
);
--> statement-breakpoint
ALTER TABLE "accounting_period_locks" ADD CONSTRAINT "accounting_period_locks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "datev_exports" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"only_new" boolean NOT NULL,
	"entries" integer NOT NULL,
	"accounts" integer NOT NULL,
	"locked" boolean NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datev_exports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "datev_exports" ADD CONSTRAINT "datev_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datev_exports_tenant_created" ON "datev_exports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE TABLE "datev_export_entries" (
	"tenant_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"export_id" integer NOT NULL,
	CONSTRAINT "datev_export_entries_tenant_id_entry_id_export_id_pk" PRIMARY KEY("tenant_id","entry_id","export_id")
);
--> statement-breakpoint
ALTER TABLE "datev_export_entries" ADD CONSTRAINT "datev_export_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datev_export_entries" ADD CONSTRAINT "datev_export_entries_export_fk" FOREIGN KEY ("tenant_id","export_id") REFERENCES "public"."datev_exports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datev_export_entries" ADD CONSTRAINT "datev_export_entries_entry_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."journal_entries"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Festschreibung: a locked month takes no new entries (GoBD), whoever writes them.
CREATE OR REPLACE FUNCTION kontor_journal_lock_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  until date;
BEGIN
  SELECT locked_until INTO until FROM accounting_period_locks WHERE tenant_id = NEW.tenant_id;
  IF until IS NOT NULL AND NEW.entry_date <= until THEN
    RAISE EXCEPTION 'Die Buchhaltung ist bis %.%.% festgeschrieben; in diesen Zeitraum kann nicht mehr gebucht werden.',
      to_char(until, 'DD'), to_char(until, 'MM'), to_char(until, 'YYYY')
      USING ERRCODE = 'KT004';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_period_lock BEFORE INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION kontor_journal_lock_guard();
--> statement-breakpoint
-- A Festschreibung is never taken back: the lock only moves forward and is never deleted.
CREATE OR REPLACE FUNCTION kontor_period_lock_forward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('kontor.purge', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' OR NEW.locked_until < OLD.locked_until THEN
    RAISE EXCEPTION 'Eine Festschreibung kann nicht zurückgenommen werden.' USING ERRCODE = 'KT005';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounting_period_locks_forward BEFORE UPDATE OR DELETE ON accounting_period_locks
  FOR EACH ROW EXECUTE FUNCTION kontor_period_lock_forward();
