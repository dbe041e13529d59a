ALTER TABLE "incoming_invoices" DROP CONSTRAINT "incoming_invoices_taxation_known";--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_taxation_known" CHECK ("incoming_invoices"."taxation" in ('standard','reverseCharge','euService','intraEuAcquisition'));--> statement-breakpoint
ALTER TABLE "incoming_invoice_lines" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "incoming_invoice_lines" ADD CONSTRAINT "incoming_invoice_lines_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;
