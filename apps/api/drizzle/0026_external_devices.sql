CREATE TABLE "external_devices" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"active" boolean DEFAULT true NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_devices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "clock_credentials" (
	"tenant_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"badge" text,
	"pin_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_credentials_tenant_id_profile_id_pk" PRIMARY KEY("tenant_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "device_clock_events" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"device_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"profile_id" integer,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_clock_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "device_clock_events_status_known" CHECK ("device_clock_events"."status" in ('applied', 'rejected')),
	CONSTRAINT "device_clock_events_kind_known" CHECK ("device_clock_events"."kind" in ('kommen', 'gehen', 'pause_beginn', 'pause_ende'))
);
--> statement-breakpoint
ALTER TABLE "external_devices" ADD CONSTRAINT "external_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_credentials" ADD CONSTRAINT "clock_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_credentials" ADD CONSTRAINT "clock_credentials_tenant_id_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_clock_events" ADD CONSTRAINT "device_clock_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_clock_events" ADD CONSTRAINT "device_clock_events_tenant_id_device_id_external_devices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."external_devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_clock_events" ADD CONSTRAINT "device_clock_events_tenant_id_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_devices_key_hash" ON "external_devices" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "clock_credentials_badge" ON "clock_credentials" USING btree ("tenant_id","badge");--> statement-breakpoint
CREATE UNIQUE INDEX "clock_credentials_pin" ON "clock_credentials" USING btree ("tenant_id","pin_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "device_clock_events_key" ON "device_clock_events" USING btree ("tenant_id","device_id","idempotency_key");
