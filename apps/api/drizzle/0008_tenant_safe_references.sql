CREATE TABLE "entity_profile_links" (
	"tenant_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"field" text NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "entity_profile_links_tenant_id_source_id_field_profile_id_pk" PRIMARY KEY("tenant_id","source_id","field","profile_id")
);
--> statement-breakpoint
ALTER TABLE "file_links" ADD COLUMN "entity_record_id" integer GENERATED ALWAYS AS (case when "entity" in ('customers', 'vendors', 'contacts', 'articles', 'projects', 'tasks', 'costcentres', 'absences') and "entity_id" ~ '^[1-9][0-9]{0,8}$' then "entity_id"::integer end) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "contact_id" integer GENERATED ALWAYS AS (case when jsonb_typeof("header" -> 'contact_id') = 'number' then ("header" ->> 'contact_id')::integer end) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "project_id" integer GENERATED ALWAYS AS (case when jsonb_typeof("header" -> 'project_id') = 'number' then ("header" ->> 'project_id')::integer end) STORED;--> statement-breakpoint
ALTER TABLE "serial_invoice_templates" ADD COLUMN "contact_id" integer GENERATED ALWAYS AS (case when jsonb_typeof("header" -> 'contact_id') = 'number' then ("header" ->> 'contact_id')::integer end) STORED;--> statement-breakpoint
ALTER TABLE "serial_invoice_templates" ADD COLUMN "project_id" integer GENERATED ALWAYS AS (case when jsonb_typeof("header" -> 'project_id') = 'number' then ("header" ->> 'project_id')::integer end) STORED;--> statement-breakpoint
-- Existing data first: references that never named a record of the row's tenant (or whose record
-- was deleted while nothing checked) are cleared, so the keys below can be added. FORCE RLS would
-- hide every row from a non-superuser owner (and make every reference look dangling), so it is
-- lifted for the tables read here; security.sql forces it again right after the migration.
ALTER TABLE "tenant_settings" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "file_links" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documents" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sent_emails" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "serial_invoice_runs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "serial_invoice_templates" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "entities" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "custom_field_definitions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "entity_profile_links" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "files" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_accounts" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profiles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "tenant_settings" s SET "logo_file_id" = NULL
WHERE s."logo_file_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "files" f WHERE f."tenant_id" = s."tenant_id" AND f."id" = s."logo_file_id");--> statement-breakpoint
DELETE FROM "file_links" l
WHERE l."entity_record_id" IS NULL
   OR NOT EXISTS (SELECT 1 FROM "entities" e WHERE e."tenant_id" = l."tenant_id" AND e."id" = l."entity_record_id");--> statement-breakpoint
-- A dangling contact, project or line article in a finalized document is a pointer, not printed
-- content (buyer and line texts are frozen), so the GoBD guard steps aside for these statements.
DO $$
DECLARE
  t text;
  k text;
  missing constant text :=
    'NOT EXISTS (SELECT 1 FROM "entities" e WHERE e."tenant_id" = d."tenant_id" AND e."id" = (%s)::numeric)';
  line_missing text := format(missing, 'l."line" ->> ''article_id''');
BEGIN
  FOREACH t IN ARRAY ARRAY['documents', 'serial_invoice_templates'] LOOP
    EXECUTE format('ALTER TABLE %I DISABLE TRIGGER USER', t);
    FOREACH k IN ARRAY ARRAY['contact_id', 'project_id'] LOOP
      EXECUTE format(
        'UPDATE %I d SET "header" = jsonb_set(d."header", %L, ''null'') WHERE d.%I IS NOT NULL AND %s',
        t, ARRAY[k], k, format(missing, 'd.' || quote_ident(k)));
    END LOOP;
    EXECUTE format(
      $sql$UPDATE %I d SET "lines" = (
        SELECT jsonb_agg(CASE WHEN jsonb_typeof(l."line" -> 'article_id') = 'number' AND %s
                              THEN jsonb_set(l."line", '{article_id}', 'null') ELSE l."line" END
                         ORDER BY l."position")
        FROM jsonb_array_elements(d."lines") WITH ORDINALITY l("line", "position"))
      WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(d."lines") l("line")
                    WHERE jsonb_typeof(l."line" -> 'article_id') = 'number' AND %s)$sql$,
      t, line_missing, line_missing);
    EXECUTE format('ALTER TABLE %I ENABLE TRIGGER USER', t);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "sent_emails" DISABLE TRIGGER "sent_emails_guard";--> statement-breakpoint
UPDATE "sent_emails" m SET "account_id" = NULL
WHERE m."account_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "email_accounts" a WHERE a."tenant_id" = m."tenant_id" AND a."id" = m."account_id");--> statement-breakpoint
ALTER TABLE "sent_emails" ENABLE TRIGGER "sent_emails_guard";--> statement-breakpoint
UPDATE "serial_invoice_runs" r SET "document_id" = NULL
WHERE r."document_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."tenant_id" = r."tenant_id" AND d."id" = r."document_id");--> statement-breakpoint
-- Profile references so far lived only in the records' JSON (registry fields and profile custom fields).
INSERT INTO "entity_profile_links" ("tenant_id", "source_id", "field", "profile_id")
SELECT DISTINCT e."tenant_id", e."id", f."field", p."id"
FROM "entities" e
JOIN (
  SELECT NULL::integer AS "tenant_id", v."type", v."key" AS "field", v."key", 'data' AS "source"
  FROM (VALUES ('absences', 'profile'), ('tasks', 'assignee'), ('projects', 'members')) v("type", "key")
  UNION ALL
  SELECT c."tenant_id", c."entity_type", 'custom.' || c."key", c."key", 'custom'
  FROM "custom_field_definitions" c WHERE c."kind" IN ('profile', 'profiles')
) f ON f."type" = e."type" AND (f."tenant_id" IS NULL OR f."tenant_id" = e."tenant_id")
CROSS JOIN LATERAL jsonb_path_query(
  CASE f."source" WHEN 'data' THEN e."data" ELSE e."custom" END -> f."key",
  'lax $[*] ? (@.type() == "number")'
) ref("value")
JOIN "profiles" p ON p."tenant_id" = e."tenant_id" AND p."id" = (ref."value" #>> '{}')::numeric
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "entity_profile_links" ADD CONSTRAINT "entity_profile_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_profile_links" ADD CONSTRAINT "entity_profile_links_tenant_id_source_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","source_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_profile_links" ADD CONSTRAINT "entity_profile_links_tenant_id_profile_id_profiles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entity_profile_links_profile" ON "entity_profile_links" USING btree ("tenant_id","profile_id");--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_tenant_id_logo_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","logo_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_tenant_id_entity_record_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entity_record_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_contact_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_tenant_id_account_id_email_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."email_accounts"("tenant_id","id") ON DELETE set null ("account_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_tenant_id_dunning_notice_id_dunning_notices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dunning_notice_id") REFERENCES "public"."dunning_notices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_invoice_runs" ADD CONSTRAINT "serial_invoice_runs_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE set null ("document_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_invoice_templates" ADD CONSTRAINT "serial_invoice_templates_tenant_id_contact_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_invoice_templates" ADD CONSTRAINT "serial_invoice_templates_tenant_id_project_id_entities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_target_known" CHECK ("file_links"."entity_record_id" is not null);;--> statement-breakpoint
-- Generated columns read as NULL inside BEFORE triggers (they are computed afterwards), so the GoBD
-- guard ignores them; their source, the header, is compared.
CREATE OR REPLACE FUNCTION kontor_documents_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lifecycle constant text[] := ARRAY['status','paid_total','sent_at','dunning_level','updated_at','version'];
  generated constant text[] := ARRAY['contact_id','project_id'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' AND coalesce(current_setting('kontor.purge', true), '') <> 'on' THEN
      RAISE EXCEPTION 'Festgeschriebene Dokumente können nicht gelöscht werden (GoBD).' USING ERRCODE = 'KT001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'draft' THEN
    IF NEW.status = 'draft' THEN
      RAISE EXCEPTION 'Ein festgeschriebenes Dokument kann nicht wieder Entwurf werden.' USING ERRCODE = 'KT001';
    END IF;
    IF (to_jsonb(NEW) - lifecycle - generated) IS DISTINCT FROM (to_jsonb(OLD) - lifecycle - generated) THEN
      RAISE EXCEPTION 'Festgeschriebene Dokumente sind unveränderlich (GoBD).' USING ERRCODE = 'KT001';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Deleting an e-mail account sets account_id of its sent mails to NULL (the key above); that one
-- column may change, everything else of a sent mail stays evidence.
DROP TRIGGER "sent_emails_guard" ON "sent_emails";--> statement-breakpoint
CREATE TRIGGER sent_emails_guard BEFORE UPDATE OR DELETE ON sent_emails
  FOR EACH ROW EXECUTE FUNCTION kontor_insert_only_guard('account_id');
--> statement-breakpoint
-- Ids inside JSON arrays (article of a line, deducted advance invoices) cannot carry a foreign key.
-- These two triggers are the key. On write: each id newly written at the JSON path must name a row
-- of the same tenant in the given table (locked like a key check), else SQLSTATE 23503 with the
-- reference's name as constraint, which the API maps to a field error like any foreign key.
-- Arguments: column, JSON path, referenced table, reference name.
CREATE OR REPLACE FUNCTION kontor_json_references_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added integer[];
  missing integer;
BEGIN
  SELECT coalesce(array_agg(DISTINCT (v #>> '{}')::numeric::integer), '{}') INTO added
  FROM jsonb_path_query(to_jsonb(NEW) -> TG_ARGV[0], TG_ARGV[1]::jsonpath) v
  WHERE jsonb_typeof(v) = 'number'
    AND (TG_OP = 'INSERT' OR NOT jsonb_path_exists(
      to_jsonb(OLD) -> TG_ARGV[0], (TG_ARGV[1] || ' ? (@ == $id)')::jsonpath, jsonb_build_object('id', v)));
  IF cardinality(added) = 0 THEN
    RETURN NEW;
  END IF;
  EXECUTE format('SELECT 1 FROM %I WHERE tenant_id = $1 AND id = ANY ($2) FOR KEY SHARE', TG_ARGV[2])
    USING NEW.tenant_id, added;
  EXECUTE format(
    'SELECT i FROM unnest($2) i WHERE NOT EXISTS (SELECT 1 FROM %I t WHERE t.tenant_id = $1 AND t.id = i) LIMIT 1',
    TG_ARGV[2]
  ) INTO missing USING NEW.tenant_id, added;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'insert or update on table "%" violates reference "%"', TG_TABLE_NAME, TG_ARGV[3]
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_ARGV[3], TABLE = TG_TABLE_NAME, COLUMN = TG_ARGV[0];
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- On delete: a referenced record stays (archive it instead), like ON DELETE RESTRICT.
-- Arguments: referencing table, JSON column, key inside its array elements, reference name.
CREATE OR REPLACE FUNCTION kontor_json_references_restrict() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referenced boolean;
BEGIN
  EXECUTE format(
    'SELECT EXISTS (SELECT 1 FROM %I WHERE tenant_id = $1 AND %I @> jsonb_build_array(jsonb_build_object(%L, $2)))',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]
  ) INTO referenced USING OLD.tenant_id, OLD.id;
  IF referenced THEN
    RAISE EXCEPTION 'update or delete on table "%" violates reference "%"', TG_TABLE_NAME, TG_ARGV[3]
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_ARGV[3], TABLE = TG_ARGV[0], COLUMN = TG_ARGV[1];
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER entities_documents_line_articles BEFORE DELETE ON entities
  FOR EACH ROW WHEN (OLD.type = 'articles')
  EXECUTE FUNCTION kontor_json_references_restrict('documents', 'lines', 'article_id', 'documents_lines_article_ref');
--> statement-breakpoint
CREATE TRIGGER entities_serial_invoice_templates_line_articles BEFORE DELETE ON entities
  FOR EACH ROW WHEN (OLD.type = 'articles')
  EXECUTE FUNCTION kontor_json_references_restrict('serial_invoice_templates', 'lines', 'article_id', 'serial_invoice_templates_lines_article_ref');
--> statement-breakpoint
CREATE TRIGGER documents_line_articles BEFORE INSERT OR UPDATE OF lines ON documents
  FOR EACH ROW EXECUTE FUNCTION kontor_json_references_guard('lines', '$[*].article_id', 'entities', 'documents_lines_article_ref');
--> statement-breakpoint
CREATE TRIGGER documents_deducted_advances BEFORE INSERT OR UPDATE OF header ON documents
  FOR EACH ROW EXECUTE FUNCTION kontor_json_references_guard('header', '$.deducted_advance_ids[*]', 'documents', 'documents_deducted_advance_ref');
--> statement-breakpoint
CREATE TRIGGER serial_invoice_templates_line_articles BEFORE INSERT OR UPDATE OF lines ON serial_invoice_templates
  FOR EACH ROW EXECUTE FUNCTION kontor_json_references_guard('lines', '$[*].article_id', 'entities', 'serial_invoice_templates_lines_article_ref');
--> statement-breakpoint
ALTER TABLE "tenant_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "file_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sent_emails" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "serial_invoice_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "serial_invoice_templates" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "entities" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "custom_field_definitions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "entity_profile_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_accounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profiles" FORCE ROW LEVEL SECURITY;
