CREATE TABLE "support_attachments" (
	"tenant_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "support_attachments_tenant_id_message_id_file_id_pk" PRIMARY KEY("tenant_id","message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "support_mail_imports" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"email_account_id" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"ticket_id" integer,
	"support_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_mail_imports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_profile_id" integer,
	"from_address" text,
	"from_name" text,
	"to_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text,
	"body_text" text DEFAULT '' NOT NULL,
	"body_html" text,
	"message_id" text,
	"in_reply_to" text,
	"reference_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "support_messages_kind_known" CHECK ("support_messages"."kind" in ('incoming', 'outgoing', 'note'))
);
--> statement-breakpoint
CREATE TABLE "support_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"sla_low_hours" integer DEFAULT 120 NOT NULL,
	"sla_normal_hours" integer DEFAULT 48 NOT NULL,
	"sla_high_hours" integer DEFAULT 8 NOT NULL,
	"sla_urgent_hours" integer DEFAULT 2 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_settings_sla_positive" CHECK ("support_settings"."sla_low_hours" > 0 and "support_settings"."sla_normal_hours" > 0 and "support_settings"."sla_high_hours" > 0 and "support_settings"."sla_urgent_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"number" text NOT NULL,
	"subject" text NOT NULL,
	"customer_id" integer,
	"contact_id" integer,
	"project_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"assignee_id" integer,
	"channel" text DEFAULT 'web' NOT NULL,
	"email_account_id" integer,
	"requester_address" text,
	"requester_name" text,
	"due_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "support_tickets_status_known" CHECK ("support_tickets"."status" in ('new', 'open', 'waiting', 'solved', 'closed')),
	CONSTRAINT "support_tickets_priority_known" CHECK ("support_tickets"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "support_tickets_channel_known" CHECK ("support_tickets"."channel" in ('email', 'phone', 'web', 'other'))
);
--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "purpose" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_host" text;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_port" integer;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_security" text;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_username" text;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_password_sealed" text;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_folder" text DEFAULT 'INBOX' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_uid_validity" bigint;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_last_uid" bigint;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_last_fetch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "imap_last_error" text;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_tenant_id_message_id_support_messages_tenant_id_id_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."support_messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_tenant_id_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mail_imports" ADD CONSTRAINT "support_mail_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mail_imports" ADD CONSTRAINT "support_mail_imports_tenant_id_email_account_id_email_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","email_account_id") REFERENCES "public"."email_accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mail_imports" ADD CONSTRAINT "support_mail_imports_tenant_id_ticket_id_support_tickets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."support_tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mail_imports" ADD CONSTRAINT "support_mail_imports_tenant_id_support_message_id_support_messages_tenant_id_id_fk" FOREIGN KEY ("tenant_id","support_message_id") REFERENCES "public"."support_messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_tenant_id_ticket_id_support_tickets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."support_tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_tenant_id_author_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_settings" ADD CONSTRAINT "support_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_tenant_id_customer_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_tenant_id_contact_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_tenant_id_assignee_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignee_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_tenant_id_email_account_id_email_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","email_account_id") REFERENCES "public"."email_accounts"("tenant_id","id") ON DELETE set null ("email_account_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_mail_imports_key" ON "support_mail_imports" USING btree ("tenant_id","email_account_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "support_messages_ticket" ON "support_messages" USING btree ("tenant_id","ticket_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_message_id" ON "support_messages" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_number" ON "support_tickets" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "support_tickets_status" ON "support_tickets" USING btree ("tenant_id","status","last_activity_at");--> statement-breakpoint
CREATE INDEX "support_tickets_assignee" ON "support_tickets" USING btree ("tenant_id","assignee_id");--> statement-breakpoint
ALTER TABLE "email_accounts" ADD CONSTRAINT "email_accounts_purpose_known" CHECK ("email_accounts"."purpose" in ('support', 'incoming_invoices', 'general'));