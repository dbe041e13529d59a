-- The snapshot of this migration also records the entities index of 0010_german_sort_key (written by
-- hand without a snapshot); that index is created there, not here.
CREATE TABLE "working_time_closings" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"profile_id" integer NOT NULL,
	"month" date NOT NULL,
	"closing_balance_minutes" integer NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_time_closings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "working_time_closings_first_day" CHECK (extract(day from "working_time_closings"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "working_time_revisions" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"working_time_id" integer NOT NULL,
	"action" text NOT NULL,
	"previous_start_at" timestamp NOT NULL,
	"previous_end_at" timestamp NOT NULL,
	"previous_breaks" jsonb NOT NULL,
	"reason" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_time_revisions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "working_time_revisions_action" CHECK ("working_time_revisions"."action" in ('corrected', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "working_times" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"profile_id" integer NOT NULL,
	"start_at" timestamp NOT NULL,
	"end_at" timestamp NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_times_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "working_times_end_after_start" CHECK ("working_times"."end_at" > "working_times"."start_at" - interval '1 hour')
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "federal_state" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "holiday_municipality" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weekly_hours" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "work_days" integer[] DEFAULT '{1,2,3,4,5}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vacation_days_per_year" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "working_time_closings" ADD CONSTRAINT "working_time_closings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_time_closings" ADD CONSTRAINT "working_time_closings_tenant_id_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_time_revisions" ADD CONSTRAINT "working_time_revisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_time_revisions" ADD CONSTRAINT "working_time_revisions_tenant_id_working_time_id_working_times_tenant_id_id_fk" FOREIGN KEY ("tenant_id","working_time_id") REFERENCES "public"."working_times"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_times" ADD CONSTRAINT "working_times_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_times" ADD CONSTRAINT "working_times_tenant_id_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "working_time_closings_month" ON "working_time_closings" USING btree ("tenant_id","profile_id","month");--> statement-breakpoint
CREATE INDEX "working_time_revisions_record" ON "working_time_revisions" USING btree ("tenant_id","working_time_id");--> statement-breakpoint
CREATE INDEX "working_times_profile_start" ON "working_times" USING btree ("tenant_id","profile_id","start_at");
--> statement-breakpoint
-- Month closing (issue #16): once a person's month is closed, its records are final. Every
-- insert, correction or deletion touching a closed month (by start or end, so a night shift over
-- the month end counts in both) is refused here, whatever path the write takes. KT001 lets the
-- API answer with this German text (409).
CREATE OR REPLACE FUNCTION kontor_working_time_month_lock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT c.month INTO closed FROM working_time_closings c
    WHERE c.tenant_id = OLD.tenant_id AND c.profile_id = OLD.profile_id
      AND c.month IN (date_trunc('month', OLD.start_at)::date, date_trunc('month', OLD.end_at)::date)
    LIMIT 1;
    IF FOUND AND coalesce(current_setting('kontor.purge', true), '') <> 'on' THEN
      RAISE EXCEPTION 'Der Monat %/% ist abgeschlossen; seine Arbeitszeiten können nicht mehr geändert werden.',
        to_char(closed, 'MM'), to_char(closed, 'YYYY') USING ERRCODE = 'KT001';
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT c.month INTO closed FROM working_time_closings c
    WHERE c.tenant_id = NEW.tenant_id AND c.profile_id = NEW.profile_id
      AND c.month IN (date_trunc('month', NEW.start_at)::date, date_trunc('month', NEW.end_at)::date)
    LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'Der Monat %/% ist abgeschlossen; darin können keine Arbeitszeiten mehr erfasst werden.',
        to_char(closed, 'MM'), to_char(closed, 'YYYY') USING ERRCODE = 'KT001';
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER working_times_month_lock BEFORE INSERT OR UPDATE OR DELETE ON working_times
  FOR EACH ROW EXECUTE FUNCTION kontor_working_time_month_lock();
--> statement-breakpoint
-- The correction history and the closings are evidence (§ 16 Abs. 2 ArbZG): insert-only. Only a
-- retention job (`kontor.purge = on`) may remove rows after the legal period.
CREATE OR REPLACE FUNCTION kontor_working_time_evidence_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('kontor.purge', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'Änderungsverlauf und Monatsabschlüsse der Arbeitszeiten sind unveränderlich.' USING ERRCODE = 'KT001';
END $$;
--> statement-breakpoint
CREATE TRIGGER working_time_revisions_guard BEFORE UPDATE OR DELETE ON working_time_revisions
  FOR EACH ROW EXECUTE FUNCTION kontor_working_time_evidence_guard();
--> statement-breakpoint
CREATE TRIGGER working_time_closings_guard BEFORE UPDATE OR DELETE ON working_time_closings
  FOR EACH ROW EXECUTE FUNCTION kontor_working_time_evidence_guard();
