-- Banking, second part (issue #15): CSV column mapping and matching settings per bank account,
-- creditor id for direct debits, rules for recurring bookings without a document, and
-- allocations that book a transaction through the journal by such a rule.
ALTER TABLE "bank_accounts" ADD COLUMN "csv_mapping" jsonb;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "creditor_id" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "write_off_tolerance" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_tolerance_range" CHECK ("bank_accounts"."write_off_tolerance" >= 0 and "bank_accounts"."write_off_tolerance" <= 100);--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"bank_account_id" integer,
	"name" text NOT NULL,
	"purpose_pattern" text,
	"counterparty_pattern" text,
	"direction" text DEFAULT 'any' NOT NULL,
	"ledger_account" text NOT NULL,
	"cost_centre" text,
	"posting_text" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bank_rules_direction_known" CHECK ("bank_rules"."direction" in ('any', 'in', 'out')),
	CONSTRAINT "bank_rules_has_pattern" CHECK ("bank_rules"."purpose_pattern" is not null or "bank_rules"."counterparty_pattern" is not null)
);
--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_tenant_id_bank_account_id_bank_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_account_id") REFERENCES "public"."bank_accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_rules_account" ON "bank_rules" USING btree ("tenant_id","bank_account_id");--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD COLUMN "journal_entry_id" integer;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD COLUMN "is_automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_tenant_id_rule_id_bank_rules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","rule_id") REFERENCES "public"."bank_rules"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_tenant_id_journal_entry_id_journal_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","journal_entry_id") REFERENCES "public"."journal_entries"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_allocations" DROP CONSTRAINT "bank_allocations_target";--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_target" CHECK (("bank_allocations"."target_type" = 'document' and "bank_allocations"."document_id" is not null and "bank_allocations"."payment_id" is not null) or ("bank_allocations"."target_type" = 'rule' and "bank_allocations"."rule_id" is not null and "bank_allocations"."journal_entry_id" is not null));
--> statement-breakpoint
CREATE TABLE "sepa_direct_debit_files" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"bank_account_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"collection_date" date NOT NULL,
	"scheme" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_direct_debit_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sepa_direct_debit_files_scheme_known" CHECK ("sepa_direct_debit_files"."scheme" in ('CORE', 'B2B'))
);
--> statement-breakpoint
CREATE TABLE "sepa_direct_debit_items" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"file_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"mandate_ref" text NOT NULL,
	"sequence_type" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "sepa_direct_debit_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sepa_direct_debit_items_sequence_known" CHECK ("sepa_direct_debit_items"."sequence_type" in ('FRST', 'RCUR', 'OOFF', 'FNAL'))
);
--> statement-breakpoint
ALTER TABLE "sepa_direct_debit_files" ADD CONSTRAINT "sepa_direct_debit_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_direct_debit_files" ADD CONSTRAINT "sepa_direct_debit_files_tenant_id_bank_account_id_bank_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_account_id") REFERENCES "public"."bank_accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_direct_debit_items" ADD CONSTRAINT "sepa_direct_debit_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_direct_debit_items" ADD CONSTRAINT "sepa_direct_debit_items_tenant_id_file_id_sepa_direct_debit_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."sepa_direct_debit_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_direct_debit_items" ADD CONSTRAINT "sepa_direct_debit_items_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sepa_direct_debit_items_mandate" ON "sepa_direct_debit_items" USING btree ("tenant_id","mandate_ref");--> statement-breakpoint
CREATE INDEX "sepa_direct_debit_items_document" ON "sepa_direct_debit_items" USING btree ("tenant_id","document_id");
