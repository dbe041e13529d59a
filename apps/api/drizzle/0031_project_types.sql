CREATE TABLE "project_types" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "project_types_color_hex" CHECK ("project_types"."color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "project_type_phases" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"project_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "project_type_phases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_type_tasks" (
	"tenant_id" integer NOT NULL,
	"id" serial NOT NULL,
	"project_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"phase_id" integer,
	"due_offset_days" integer,
	"position" integer NOT NULL,
	CONSTRAINT "project_type_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "project_type_tasks_offset" CHECK ("project_type_tasks"."due_offset_days" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "project_states" (
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"project_type_id" integer NOT NULL,
	"phase_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_states_tenant_id_project_id_pk" PRIMARY KEY("tenant_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_types" ADD CONSTRAINT "project_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_type_phases" ADD CONSTRAINT "project_type_phases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_type_phases" ADD CONSTRAINT "project_type_phases_tenant_id_project_type_id_project_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_type_id") REFERENCES "public"."project_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_type_tasks" ADD CONSTRAINT "project_type_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_type_tasks" ADD CONSTRAINT "project_type_tasks_tenant_id_project_type_id_project_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_type_id") REFERENCES "public"."project_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_states" ADD CONSTRAINT "project_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_states" ADD CONSTRAINT "project_states_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_states" ADD CONSTRAINT "project_states_tenant_id_project_type_id_project_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_type_id") REFERENCES "public"."project_types"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_types_name" ON "project_types" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_type_phases_type_id" ON "project_type_phases" USING btree ("tenant_id","project_type_id","id");--> statement-breakpoint
CREATE INDEX "project_type_tasks_type" ON "project_type_tasks" USING btree ("tenant_id","project_type_id");--> statement-breakpoint
CREATE INDEX "project_states_type" ON "project_states" USING btree ("tenant_id","project_type_id");--> statement-breakpoint
-- A task's phase and a project's phase belong to the same project type (composite keys, so the
-- database refuses a phase of another type); a phase still in use cannot be removed.
ALTER TABLE "project_type_tasks" ADD CONSTRAINT "project_type_tasks_phase_fk" FOREIGN KEY ("tenant_id","project_type_id","phase_id") REFERENCES "public"."project_type_phases"("tenant_id","project_type_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_states" ADD CONSTRAINT "project_states_phase_fk" FOREIGN KEY ("tenant_id","project_type_id","phase_id") REFERENCES "public"."project_type_phases"("tenant_id","project_type_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- § 16 Abs. 2 ArbZG: working-time records are kept at least two years. Deleting a record (or its
-- correction history) earlier is refused whatever path the delete takes; the retention job
-- removes records only after the configured period (never shorter than two years).
CREATE OR REPLACE FUNCTION kontor_working_time_retention() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept_until date;
BEGIN
  IF TG_TABLE_NAME = 'working_times' THEN
    kept_until := (OLD.end_at::date + interval '2 years')::date;
  ELSE
    SELECT (w.end_at::date + interval '2 years')::date INTO kept_until FROM working_times w
    WHERE w.tenant_id = OLD.tenant_id AND w.id = OLD.working_time_id;
  END IF;
  IF kept_until IS NOT NULL AND kept_until > current_date THEN
    RAISE EXCEPTION 'Arbeitszeitnachweise müssen nach § 16 Abs. 2 ArbZG zwei Jahre aufbewahrt werden; dieser Eintrag kann frühestens am % gelöscht werden.',
      to_char(kept_until, 'DD.MM.YYYY') USING ERRCODE = 'KT001';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER working_times_retention BEFORE DELETE ON working_times
  FOR EACH ROW EXECUTE FUNCTION kontor_working_time_retention();
--> statement-breakpoint
CREATE TRIGGER working_time_revisions_retention BEFORE DELETE ON working_time_revisions
  FOR EACH ROW EXECUTE FUNCTION kontor_working_time_retention();
--> statement-breakpoint
-- A correction keeps the original (§ 16 ArbZG evidence): changing the times, breaks or deleted
-- mark of a record is refused unless the same transaction wrote the values before into
-- working_time_revisions (with who and why), whatever path the update takes.
CREATE OR REPLACE FUNCTION kontor_working_time_keeps_original() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.start_at, OLD.end_at, OLD.breaks, OLD.deleted_at) IS DISTINCT FROM (NEW.start_at, NEW.end_at, NEW.breaks, NEW.deleted_at)
    AND NOT EXISTS (
      SELECT 1 FROM working_time_revisions r
      WHERE r.tenant_id = OLD.tenant_id AND r.working_time_id = OLD.id AND r.changed_at = now()
        AND r.previous_start_at = OLD.start_at AND r.previous_end_at = OLD.end_at
    ) THEN
    RAISE EXCEPTION 'Arbeitszeiten werden nur als Korrektur mit Begründung geändert; der ursprüngliche Eintrag bleibt im Änderungsverlauf.'
      USING ERRCODE = 'KT001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER working_times_keeps_original BEFORE UPDATE ON working_times
  FOR EACH ROW EXECUTE FUNCTION kontor_working_time_keeps_original();
