CREATE TABLE "document_archive" (
	"tenant_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_archive_tenant_id_document_id_kind_pk" PRIMARY KEY("tenant_id","document_id","kind")
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"tenant_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_links_tenant_id_source_id_target_id_kind_pk" PRIMARY KEY("tenant_id","source_id","target_id","kind")
);
--> statement-breakpoint
CREATE TABLE "document_payments" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"document_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" text,
	"note" text,
	"reversed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"customer_id" integer,
	"customer_name" text,
	"document_date" date NOT NULL,
	"due_date" date,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"net_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vat_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gross_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"prepaid_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payable_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"snapshot" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"dunning_level" integer DEFAULT 0 NOT NULL,
	"finalized_at" timestamp with time zone,
	"finalized_by" integer,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "documents_status_known" CHECK ("documents"."status" in ('draft','finalized','sent','partiallyPaid','paid','cancelled','accepted','rejected','expired')),
	CONSTRAINT "documents_number_when_final" CHECK (("documents"."status" = 'draft') = ("documents"."number" is null))
);
--> statement-breakpoint
CREATE TABLE "dunning_notices" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"document_id" integer NOT NULL,
	"level" integer NOT NULL,
	"notice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"open_amount" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"interest_rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"interest_days" integer DEFAULT 0 NOT NULL,
	"interest_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_claim" numeric(14, 2) NOT NULL,
	"text" text,
	"blob_key" text,
	"sha256" text,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dunning_notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "dunning_notices_level_range" CHECK ("dunning_notices"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "email_accounts" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"from_name" text,
	"from_address" text NOT NULL,
	"reply_to" text,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text,
	"password_sealed" text,
	"bcc" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_tested_at" timestamp with time zone,
	"last_test_result" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_accounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sent_emails" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"account_id" integer,
	"document_id" integer,
	"dunning_notice_id" integer,
	"from_address" text NOT NULL,
	"to" text[] NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw_blob_key" text,
	"message_id" text,
	"status" text NOT NULL,
	"error" text,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_emails_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sent_emails_status_known" CHECK ("sent_emails"."status" in ('sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "serial_invoice_runs" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"template_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"document_id" integer,
	"status" text NOT NULL,
	"message" text,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serial_invoice_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "serial_invoice_templates" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"customer_id" integer NOT NULL,
	"interval" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_date" date NOT NULL,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_finalize" boolean DEFAULT false NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serial_invoice_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "small_business" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "einvoice_format" text DEFAULT 'zugferd' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "document_archive" ADD CONSTRAINT "document_archive_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_archive" ADD CONSTRAINT "document_archive_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_tenant_id_source_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","source_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_tenant_id_target_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_customer_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_notices" ADD CONSTRAINT "dunning_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_notices" ADD CONSTRAINT "dunning_notices_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD CONSTRAINT "email_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_invoice_runs" ADD CONSTRAINT "serial_invoice_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_invoice_runs" ADD CONSTRAINT "serial_invoice_runs_tenant_id_template_id_serial_invoice_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."serial_invoice_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_invoice_templates" ADD CONSTRAINT "serial_invoice_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_invoice_templates" ADD CONSTRAINT "serial_invoice_templates_tenant_id_customer_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_links_target" ON "document_links" USING btree ("tenant_id","target_id");--> statement-breakpoint
CREATE INDEX "document_payments_document" ON "document_payments" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_tenant_type_number" ON "documents" USING btree ("tenant_id","type","number") WHERE "documents"."number" is not null;--> statement-breakpoint
CREATE INDEX "documents_tenant_date" ON "documents" USING btree ("tenant_id","document_date","id");--> statement-breakpoint
CREATE INDEX "documents_tenant_type_status_date" ON "documents" USING btree ("tenant_id","type","status","document_date");--> statement-breakpoint
CREATE INDEX "documents_tenant_customer" ON "documents" USING btree ("tenant_id","customer_id","document_date");--> statement-breakpoint
CREATE INDEX "documents_tenant_due_open" ON "documents" USING btree ("tenant_id","due_date") WHERE "documents"."status" in ('finalized', 'sent', 'partiallyPaid');--> statement-breakpoint
CREATE INDEX "documents_search_trgm" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_notices_level" ON "dunning_notices" USING btree ("tenant_id","document_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "email_accounts_default" ON "email_accounts" USING btree ("tenant_id") WHERE "email_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "sent_emails_document" ON "sent_emails" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "serial_invoice_runs_period" ON "serial_invoice_runs" USING btree ("tenant_id","template_id","period_start");--> statement-breakpoint
-- GoBD: a finalized document never changes content and is never deleted. Only the lifecycle
-- columns move. `kontor.purge = on` (set only by a retention job after the legal periods) lets
-- rows go. SQLSTATE KT001 lets the API answer with its German 409 text.
CREATE OR REPLACE FUNCTION kontor_documents_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lifecycle constant text[] := ARRAY['status','paid_total','sent_at','dunning_level','updated_at','version'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' AND coalesce(current_setting('kontor.purge', true), '') <> 'on' THEN
      RAISE EXCEPTION 'Festgeschriebene Dokumente können nicht gelöscht werden (GoBD).' USING ERRCODE = 'KT001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'draft' THEN
    IF NEW.status = 'draft' THEN
      RAISE EXCEPTION 'Ein festgeschriebenes Dokument kann nicht wieder Entwurf werden.' USING ERRCODE = 'KT001';
    END IF;
    IF (to_jsonb(NEW) - lifecycle) IS DISTINCT FROM (to_jsonb(OLD) - lifecycle) THEN
      RAISE EXCEPTION 'Festgeschriebene Dokumente sind unveränderlich (GoBD).' USING ERRCODE = 'KT001';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_guard BEFORE UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION kontor_documents_guard();
--> statement-breakpoint
-- Archived files, sent e-mails and dunning notices are evidence: insert-only. A dunning notice
-- may only get its sent time, a sent e-mail nothing at all.
CREATE OR REPLACE FUNCTION kontor_insert_only_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mutable text[] := coalesce(TG_ARGV::text[], ARRAY[]::text[]);
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF coalesce(current_setting('kontor.purge', true), '') <> 'on' THEN
      RAISE EXCEPTION 'Archivierte Belege können nicht gelöscht werden (GoBD).' USING ERRCODE = 'KT001';
    END IF;
    RETURN OLD;
  END IF;
  IF (to_jsonb(NEW) - mutable) IS DISTINCT FROM (to_jsonb(OLD) - mutable) THEN
    RAISE EXCEPTION 'Archivierte Belege sind unveränderlich (GoBD).' USING ERRCODE = 'KT001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER document_archive_guard BEFORE UPDATE OR DELETE ON document_archive
  FOR EACH ROW EXECUTE FUNCTION kontor_insert_only_guard();
--> statement-breakpoint
CREATE TRIGGER sent_emails_guard BEFORE UPDATE OR DELETE ON sent_emails
  FOR EACH ROW EXECUTE FUNCTION kontor_insert_only_guard();
--> statement-breakpoint
CREATE TRIGGER dunning_notices_guard BEFORE UPDATE OR DELETE ON dunning_notices
  FOR EACH ROW EXECUTE FUNCTION kontor_insert_only_guard('sent_at');
--> statement-breakpoint
-- A payment is never deleted; entering it wrong is undone by setting reversed_at once.
CREATE TRIGGER document_payments_guard BEFORE UPDATE OR DELETE ON document_payments
  FOR EACH ROW EXECUTE FUNCTION kontor_insert_only_guard('reversed_at');
