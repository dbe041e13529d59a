-- The e-mail composer (/email/new): a sent mail also names the customer and the ticket it is
-- about, keeps its blind copies, and says where its copy went on the account's IMAP server.
ALTER TABLE "sent_emails" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "bcc" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "sent_copy_mailbox" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "sent_copy_error" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_tenant_id_customer_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_tenant_id_ticket_id_support_tickets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."support_tickets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_emails_customer" ON "sent_emails" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "sent_emails_ticket" ON "sent_emails" USING btree ("tenant_id","ticket_id");
--> statement-breakpoint
-- The composer's permission for the default roles of existing tenants (new tenants get it from
-- defaultRoles): Buchhaltung and Mitarbeiter write e-mails.
UPDATE "roles" SET "permissions" = "permissions" || '{email.send}'::text[]
  WHERE "is_system" AND "name" IN ('Buchhaltung', 'Mitarbeiter') AND NOT ('email.send' = ANY ("permissions"));
