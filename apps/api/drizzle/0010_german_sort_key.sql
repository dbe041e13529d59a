-- German sort order on every engine (DIN 5007-1): "Bäckerei" before "Brauhaus", "Öl" among the O.
-- The databases run with the C collation (PGlite has no ICU), which sorts by code point and puts
-- umlauts after "z"; lists order by this key instead. Immutable, so indexes can use it.
CREATE OR REPLACE FUNCTION "kontor_sort_key"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN replace(
    translate(lower(value), 'äöüàáâãåæçèéêëìíîïñòóôõøùúûýÿ', 'aouaaaaaaceeeeiiiinooooouuuyy'),
    'ß', 'ss');
--> statement-breakpoint
DROP INDEX IF EXISTS "entities_tenant_type_name";
--> statement-breakpoint
CREATE INDEX "entities_tenant_type_name" ON "entities" USING btree ("tenant_id", "type", "kontor_sort_key"("name"), "id");
