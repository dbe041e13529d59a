CREATE TABLE "data_exports" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"kind" text NOT NULL,
	"period_from" date,
	"period_to" date,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"filename" text,
	"blob_key" text,
	"size_bytes" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "data_exports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "data_exports_kind_known" CHECK ("data_exports"."kind" in ('gobd', 'tenant')),
	CONSTRAINT "data_exports_status_known" CHECK ("data_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "data_exports_progress_range" CHECK ("data_exports"."progress" between 0 and 100),
	CONSTRAINT "data_exports_gobd_period" CHECK ("data_exports"."kind" <> 'gobd' or ("data_exports"."period_from" is not null and "data_exports"."period_to" is not null and "data_exports"."period_from" <= "data_exports"."period_to"))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_tenant_created" ON "data_exports" USING btree ("tenant_id","created_at");
