CREATE TABLE "journal_entries" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"entry_date" date NOT NULL,
	"belegfeld1" text NOT NULL,
	"belegfeld2" text,
	"posting_text" text NOT NULL,
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"vat_function" text,
	"vat_side" text,
	"vat_key" text,
	"tax_amount" numeric(14, 2),
	"cost_centre" text,
	"service_date" date,
	"source_type" text NOT NULL,
	"document_id" integer,
	"reverses_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "journal_entries_amount_positive" CHECK ("journal_entries"."amount" > 0),
	CONSTRAINT "journal_entries_accounts_differ" CHECK ("journal_entries"."debit_account" <> "journal_entries"."credit_account"),
	CONSTRAINT "journal_entries_vat_side" CHECK ("journal_entries"."vat_side" is null or "journal_entries"."vat_side" in ('debit', 'credit')),
	CONSTRAINT "journal_entries_document_source" CHECK (("journal_entries"."source_type" = 'document') = ("journal_entries"."document_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "journal_movements" (
	"tenant_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"line" integer NOT NULL,
	"account" text NOT NULL,
	"entry_date" date NOT NULL,
	"debit" numeric(14, 2) NOT NULL,
	"credit" numeric(14, 2) NOT NULL,
	CONSTRAINT "journal_movements_tenant_id_entry_id_line_pk" PRIMARY KEY("tenant_id","entry_id","line"),
	CONSTRAINT "journal_movements_one_side" CHECK ("journal_movements"."debit" >= 0 and "journal_movements"."credit" >= 0 and ("journal_movements"."debit" = 0) <> ("journal_movements"."credit" = 0))
);
--> statement-breakpoint
CREATE TABLE "accounting_personal_accounts" (
	"tenant_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_personal_accounts_tenant_id_entity_id_pk" PRIMARY KEY("tenant_id","entity_id"),
	CONSTRAINT "accounting_personal_accounts_kind" CHECK ("accounting_personal_accounts"."kind" in ('debtor', 'creditor'))
);
--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "chart_of_accounts" text DEFAULT 'SKR03' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "datev_consultant_number" integer;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "datev_client_number" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_tenant_id_reverses_id_journal_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reverses_id") REFERENCES "public"."journal_entries"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_movements" ADD CONSTRAINT "journal_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_movements" ADD CONSTRAINT "journal_movements_tenant_id_entry_id_journal_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."journal_entries"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_personal_accounts" ADD CONSTRAINT "accounting_personal_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_personal_accounts" ADD CONSTRAINT "accounting_personal_accounts_tenant_id_entity_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entity_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_date" ON "journal_entries" USING btree ("tenant_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_document" ON "journal_entries" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE INDEX "journal_movements_account_date" ON "journal_movements" USING btree ("tenant_id","account","entry_date","entry_id");--> statement-breakpoint
CREATE INDEX "journal_movements_date" ON "journal_movements" USING btree ("tenant_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_personal_accounts_number" ON "accounting_personal_accounts" USING btree ("tenant_id","number");--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_chart_known" CHECK ("tenant_settings"."chart_of_accounts" in ('SKR03', 'SKR04'));--> statement-breakpoint
-- GoBD: a posted entry and its movements never change and are never deleted; a correction is a
-- reversal entry. `kontor.purge = on` (retention job only) lets rows go, as for documents.
CREATE OR REPLACE FUNCTION kontor_journal_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('kontor.purge', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'Gebuchte Buchungssätze sind unveränderlich (GoBD); korrigiert wird durch eine Gegenbuchung.'
    USING ERRCODE = 'KT001';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_guard BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION kontor_journal_guard();
--> statement-breakpoint
CREATE TRIGGER journal_movements_guard BEFORE UPDATE OR DELETE ON journal_movements
  FOR EACH ROW EXECUTE FUNCTION kontor_journal_guard();
--> statement-breakpoint
-- Debit = credit: at commit, every entry written in the transaction has movements, and they
-- balance. Deferred, because the entry row comes before its movements.
CREATE OR REPLACE FUNCTION kontor_journal_balance_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column naming the entry: id on journal_entries, entry_id on journal_movements.
  entry int := (to_jsonb(NEW) ->> TG_ARGV[0])::int;
  sums record;
BEGIN
  SELECT count(*) AS n, coalesce(sum(debit), 0) AS debit, coalesce(sum(credit), 0) AS credit
    INTO sums FROM journal_movements WHERE tenant_id = NEW.tenant_id AND entry_id = entry;
  IF sums.n < 2 OR sums.debit <> sums.credit THEN
    RAISE EXCEPTION 'Buchungssatz % ist nicht ausgeglichen: Soll % ≠ Haben %.', entry, sums.debit, sums.credit
      USING ERRCODE = 'KT003';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kontor_journal_balance_check('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_movements_balanced AFTER INSERT ON journal_movements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kontor_journal_balance_check('entry_id');
--> statement-breakpoint
-- The Kontenrahmen is fixed once the tenant has booked: every account number depends on it.
CREATE OR REPLACE FUNCTION kontor_chart_fixed_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.chart_of_accounts IS DISTINCT FROM OLD.chart_of_accounts
     AND EXISTS (SELECT 1 FROM journal_entries WHERE tenant_id = NEW.tenant_id) THEN
    RAISE EXCEPTION 'Der Kontenrahmen kann nicht mehr gewechselt werden: Es gibt bereits Buchungen.'
      USING ERRCODE = 'KT002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenant_settings_chart_fixed BEFORE UPDATE OF chart_of_accounts ON tenant_settings
  FOR EACH ROW EXECUTE FUNCTION kontor_chart_fixed_guard();
