CREATE TABLE "bank_accounts" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"opening_balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_allocations" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"transaction_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"document_id" integer,
	"payment_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"settle_with_skonto" boolean DEFAULT false NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_allocations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bank_allocations_target" CHECK ("bank_allocations"."target_type" = 'document' and "bank_allocations"."document_id" is not null and "bank_allocations"."payment_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"bank_account_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"bank_reference" text,
	"sequence" text,
	"from_date" date,
	"to_date" date,
	"opening_balance" numeric(14, 2),
	"closing_balance" numeric(14, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"bank_account_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"content_key" text NOT NULL,
	"reference_key" text,
	"booking_date" date NOT NULL,
	"value_date" date,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"counterparty_bic" text,
	"purpose" text DEFAULT '' NOT NULL,
	"end_to_end_ref" text,
	"mandate_ref" text,
	"bank_code" text,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bank_transactions_status_known" CHECK ("bank_transactions"."status" in ('open', 'matched', 'ignored'))
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_tenant_id_transaction_id_bank_transactions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","transaction_id") REFERENCES "public"."bank_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_allocations" ADD CONSTRAINT "bank_allocations_tenant_id_payment_id_document_payments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."document_payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_tenant_id_bank_account_id_bank_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_account_id") REFERENCES "public"."bank_accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_tenant_id_bank_account_id_bank_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_account_id") REFERENCES "public"."bank_accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_tenant_id_statement_id_bank_statements_tenant_id_id_fk" FOREIGN KEY ("tenant_id","statement_id") REFERENCES "public"."bank_statements"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_iban" ON "bank_accounts" USING btree ("tenant_id","iban");--> statement-breakpoint
CREATE INDEX "bank_allocations_transaction" ON "bank_allocations" USING btree ("tenant_id","transaction_id");--> statement-breakpoint
CREATE INDEX "bank_allocations_document" ON "bank_allocations" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE INDEX "bank_statements_account" ON "bank_statements" USING btree ("tenant_id","bank_account_id","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_content" ON "bank_transactions" USING btree ("tenant_id","bank_account_id","content_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_reference" ON "bank_transactions" USING btree ("tenant_id","bank_account_id","reference_key") WHERE "bank_transactions"."reference_key" is not null;--> statement-breakpoint
CREATE INDEX "bank_transactions_status" ON "bank_transactions" USING btree ("tenant_id","status","booking_date");--> statement-breakpoint
CREATE INDEX "bank_transactions_statement" ON "bank_transactions" USING btree ("tenant_id","statement_id");--> statement-breakpoint
-- Banking permissions for the default roles of existing tenants (new tenants get them from
-- defaultRoles): Buchhaltung reads and writes, Nur lesen reads. Administrators have every permission.
UPDATE "roles" SET "permissions" = "permissions" || '{banking.read,banking.write}'::text[]
  WHERE "is_system" AND "name" = 'Buchhaltung' AND NOT ('banking.read' = ANY ("permissions"));
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{banking.read}'::text[]
  WHERE "is_system" AND "name" = 'Nur lesen' AND NOT ('banking.read' = ANY ("permissions"));
