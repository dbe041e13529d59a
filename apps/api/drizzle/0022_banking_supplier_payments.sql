-- Banking, third part (issue #15): supplier payments. A ledger account per bank account (the
-- bank postings use it instead of the chart's default bank account), allocations of bank
-- transactions to approved incoming invoices (booked bank ↔ creditor through the journal), and
-- the SEPA credit transfer files (pain.001.001.09) written for approved incoming invoices.
ALTER TABLE "bank_accounts" ADD COLUMN "ledger_account" text;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD COLUMN "incoming_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD COLUMN "journal_entry_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_tenant_id_incoming_invoice_id_incoming_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incoming_invoice_id") REFERENCES "public"."incoming_invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_allocations_incoming_invoice" ON "bank_allocations" USING btree ("tenant_id","incoming_invoice_id") WHERE "bank_allocations"."incoming_invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "bank_allocations" DROP CONSTRAINT "bank_allocations_target";--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_target" CHECK (("bank_allocations"."target_type" = 'document' and "bank_allocations"."document_id" is not null and "bank_allocations"."payment_id" is not null) or ("bank_allocations"."target_type" = 'rule' and "bank_allocations"."rule_id" is not null and "bank_allocations"."journal_entry_id" is not null) or ("bank_allocations"."target_type" = 'incoming_invoice' and "bank_allocations"."incoming_invoice_id" is not null and "bank_allocations"."journal_entry_id" is not null));
--> statement-breakpoint
CREATE TABLE "sepa_credit_transfer_files" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"bank_account_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_credit_transfer_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sepa_credit_transfer_items" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"file_id" integer NOT NULL,
	"incoming_invoice_id" integer NOT NULL,
	"execution_date" date NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"skonto" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sepa_credit_transfer_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sepa_credit_transfer_files" ADD CONSTRAINT "sepa_credit_transfer_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_credit_transfer_files" ADD CONSTRAINT "sepa_credit_transfer_files_tenant_id_bank_account_id_bank_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_account_id") REFERENCES "public"."bank_accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_credit_transfer_items" ADD CONSTRAINT "sepa_credit_transfer_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_credit_transfer_items" ADD CONSTRAINT "sepa_credit_transfer_items_tenant_id_file_id_sepa_credit_transfer_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."sepa_credit_transfer_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_credit_transfer_items" ADD CONSTRAINT "sepa_credit_transfer_items_tenant_id_incoming_invoice_id_incoming_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incoming_invoice_id") REFERENCES "public"."incoming_invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sepa_credit_transfer_items_invoice" ON "sepa_credit_transfer_items" USING btree ("tenant_id","incoming_invoice_id");--> statement-breakpoint
-- Undoing the bank allocation that paid an incoming invoice returns it to Freigegeben: allowed
-- only while the banking module says so for this transaction (kontor.payment_undo), never by hand.
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
    IF NEW.status NOT IN ('approved','paid') OR (OLD.status = 'paid' AND NEW.status <> 'paid'
        AND coalesce(current_setting('kontor.payment_undo', true), '') <> 'on') THEN
      RAISE EXCEPTION 'Eine freigegebene Eingangsrechnung kann nicht zurückgesetzt werden.' USING ERRCODE = 'KT001';
    END IF;
    IF (to_jsonb(NEW) - lifecycle) IS DISTINCT FROM (to_jsonb(OLD) - lifecycle) THEN
      RAISE EXCEPTION 'Freigegebene Eingangsrechnungen sind unveränderlich (GoBD).' USING ERRCODE = 'KT001';
    END IF;
  END IF;
  RETURN NEW;
END $$;
