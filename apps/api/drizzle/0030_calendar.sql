-- Calendar (issue #16): appointments with participants, customer/project link and e-mail
-- reminders, and one secret iCal feed per person (only the token's hash is kept).
CREATE TABLE "appointments" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"title" text NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"description" text,
	"customer_id" integer,
	"project_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "appointments_end_after_start" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "appointment_participants" (
	"tenant_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "appointment_participants_tenant_id_appointment_id_profile_id_pk" PRIMARY KEY("tenant_id","appointment_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"tenant_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"minutes_before" integer NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "appointment_reminders_tenant_id_appointment_id_minutes_before_pk" PRIMARY KEY("tenant_id","appointment_id","minutes_before"),
	CONSTRAINT "appointment_reminders_minutes" CHECK ("appointment_reminders"."minutes_before" >= 0 AND "appointment_reminders"."minutes_before" <= 40320)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"tenant_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_tenant_id_profile_id_pk" PRIMARY KEY("tenant_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tenant_id_customer_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE SET NULL ("project_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_participants" ADD CONSTRAINT "appointment_participants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_participants" ADD CONSTRAINT "appointment_participants_appointment_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_participants" ADD CONSTRAINT "appointment_participants_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_range" ON "appointments" USING btree ("tenant_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "appointment_participants_profile" ON "appointment_participants" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE INDEX "appointment_reminders_due" ON "appointment_reminders" USING btree ("tenant_id","remind_at") WHERE "appointment_reminders"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash" ON "calendar_feeds" USING btree ("tenant_id","token_hash");
--> statement-breakpoint
-- Calendar permissions for the default roles of existing tenants (new tenants get them from
-- defaultRoles): Mitarbeiter read and write, Buchhaltung and Nur lesen read.
UPDATE "roles" SET "permissions" = "permissions" || '{calendar.read,calendar.write}'::text[]
  WHERE "is_system" AND "name" = 'Mitarbeiter' AND NOT ('calendar.read' = ANY ("permissions"));
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '{calendar.read}'::text[]
  WHERE "is_system" AND "name" IN ('Buchhaltung', 'Nur lesen') AND NOT ('calendar.read' = ANY ("permissions"));
