CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "custom_field_definitions" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"entity_type" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"show_in_list" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_definitions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"type" text NOT NULL,
	"number" text,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "entity_links" (
	"tenant_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"field" text NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "entity_links_tenant_id_source_id_field_target_id_pk" PRIMARY KEY("tenant_id","source_id","field","target_id")
);
--> statement-breakpoint
CREATE TABLE "number_ranges" (
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"pattern" text NOT NULL,
	"next_counter" integer DEFAULT 1 NOT NULL,
	"reset_yearly" boolean DEFAULT false NOT NULL,
	"counter_year" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_ranges_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "text_templates" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"usage" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "file_folders" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_folders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "file_links" (
	"tenant_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_links_tenant_id_file_id_entity_entity_id_pk" PRIMARY KEY("tenant_id","file_id","entity","entity_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"uploaded_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "custom_field_definitions" ADD CONSTRAINT "custom_field_definitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_links" ADD CONSTRAINT "entity_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_links" ADD CONSTRAINT "entity_links_tenant_id_source_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","source_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_links" ADD CONSTRAINT "entity_links_tenant_id_target_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_ranges" ADD CONSTRAINT "number_ranges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_templates" ADD CONSTRAINT "text_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_tenant_id_parent_id_file_folders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."file_folders"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_tenant_id_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_folder_id_file_folders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","folder_id") REFERENCES "public"."file_folders"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_definitions_key" ON "custom_field_definitions" USING btree ("tenant_id","entity_type","key");--> statement-breakpoint
CREATE UNIQUE INDEX "entities_tenant_type_number" ON "entities" USING btree ("tenant_id","type","number");--> statement-breakpoint
CREATE INDEX "entities_tenant_type_name" ON "entities" USING btree ("tenant_id","type",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "entities_tenant_type_updated" ON "entities" USING btree ("tenant_id","type","updated_at");--> statement-breakpoint
CREATE INDEX "entities_search_trgm" ON "entities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entity_links_target" ON "entity_links" USING btree ("tenant_id","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_templates_name" ON "text_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "text_templates_default" ON "text_templates" USING btree ("tenant_id","usage") WHERE "text_templates"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "file_folders_name" ON "file_folders" USING btree ("tenant_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "file_links_record" ON "file_links" USING btree ("tenant_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "files_folder" ON "files" USING btree ("tenant_id","folder_id");