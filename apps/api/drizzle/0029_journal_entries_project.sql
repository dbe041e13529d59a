ALTER TABLE "journal_entries" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "project_number" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_project" ON "journal_entries" USING btree ("tenant_id","project_id") WHERE "journal_entries"."project_id" is not null;
