CREATE TABLE "bank_import_jobs" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"bank_account_id" integer NOT NULL,
	"file_name" text,
	"blob_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bank_import_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bank_import_jobs_status_known" CHECK ("bank_import_jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "bank_import_jobs_progress_range" CHECK ("bank_import_jobs"."done" between 0 and "bank_import_jobs"."total")
);
--> statement-breakpoint
ALTER TABLE "bank_import_jobs" ADD CONSTRAINT "bank_import_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_jobs" ADD CONSTRAINT "bank_import_jobs_tenant_id_bank_account_id_bank_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_account_id") REFERENCES "public"."bank_accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_import_jobs_account" ON "bank_import_jobs" USING btree ("tenant_id","bank_account_id","created_at");
