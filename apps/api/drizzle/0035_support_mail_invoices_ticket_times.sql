ALTER TABLE "support_mail_imports" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "support_mail_imports" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "support_mail_imports_uid" ON "support_mail_imports" USING btree ("tenant_id","email_account_id","uid_validity","uid");--> statement-breakpoint
CREATE TABLE "support_mail_invoices" (
	"tenant_id" integer NOT NULL,
	"mail_import_id" integer NOT NULL,
	"incoming_invoice_id" integer NOT NULL,
	CONSTRAINT "support_mail_invoices_tenant_id_mail_import_id_incoming_invoice_id_pk" PRIMARY KEY("tenant_id","mail_import_id","incoming_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "support_ticket_time_entries" (
	"tenant_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"time_entry_id" integer NOT NULL,
	CONSTRAINT "support_ticket_time_entries_tenant_id_time_entry_id_pk" PRIMARY KEY("tenant_id","time_entry_id")
);
--> statement-breakpoint
ALTER TABLE "support_mail_invoices" ADD CONSTRAINT "support_mail_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mail_invoices" ADD CONSTRAINT "support_mail_invoices_tenant_id_mail_import_id_support_mail_imports_tenant_id_id_fk" FOREIGN KEY ("tenant_id","mail_import_id") REFERENCES "public"."support_mail_imports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mail_invoices" ADD CONSTRAINT "support_mail_invoices_tenant_id_incoming_invoice_id_incoming_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incoming_invoice_id") REFERENCES "public"."incoming_invoices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_time_entries" ADD CONSTRAINT "support_ticket_time_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_time_entries" ADD CONSTRAINT "support_ticket_time_entries_tenant_id_ticket_id_support_tickets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."support_tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_time_entries" ADD CONSTRAINT "support_ticket_time_entries_tenant_id_time_entry_id_time_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","time_entry_id") REFERENCES "public"."time_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_mail_invoices_invoice" ON "support_mail_invoices" USING btree ("tenant_id","incoming_invoice_id");--> statement-breakpoint
CREATE INDEX "support_ticket_time_entries_ticket" ON "support_ticket_time_entries" USING btree ("tenant_id","ticket_id");
