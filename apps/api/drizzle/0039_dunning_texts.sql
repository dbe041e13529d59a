-- Intro and closing texts of dunning letters get a standard per Mahnstufe (kept in "document_types"
-- as dunningLevel1 … dunningLevel3), like document texts per document type: several defaults per usage.
DROP INDEX "text_templates_default";--> statement-breakpoint
CREATE UNIQUE INDEX "text_templates_default" ON "text_templates" USING btree ("tenant_id","usage") WHERE "text_templates"."is_default" AND "text_templates"."usage" NOT IN ('documentIntro', 'documentOutro', 'dunningIntro', 'dunningOutro');--> statement-breakpoint
-- Tenants with standard document texts get the standard dunning texts too, in the wording of the
-- demo seed (dunningStandardTexts in packages/contracts), so they can edit them like the others.
-- FORCE RLS would hide every row from a non-superuser owner; security.sql forces it again afterwards.
ALTER TABLE "text_templates" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "text_templates" ("tenant_id", "name", "usage", "body", "is_default", "document_types")
SELECT o."tenant_id", v."name", v."usage", v."body", true, v."levels"
FROM (
  SELECT DISTINCT "tenant_id" FROM "text_templates" WHERE "usage" IN ('documentIntro', 'documentOutro')
) o
CROSS JOIN (VALUES
  ('Einleitung Zahlungserinnerung', 'dunningIntro', $${{kunde.anrede}}

sicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere {{dokument.art}} {{dokument.nummer}} vom {{dokument.datum}} noch nicht vollständig bezahlt ist. Sie war am {{dokument.faellig_am}} fällig, offen sind noch {{dokument.betrag_offen}}. Bitte überweisen Sie den Betrag bis zum {{mahnung.frist}}.$$, ARRAY['dunningLevel1']::text[]),
  ('Einleitung 1. Mahnung', 'dunningIntro', $${{kunde.anrede}}

leider konnten wir zu unserer {{dokument.art}} {{dokument.nummer}} vom {{dokument.datum}}, fällig am {{dokument.faellig_am}}, trotz unserer Zahlungserinnerung noch keinen vollständigen Zahlungseingang feststellen. Offen sind {{dokument.betrag_offen}}. Bitte überweisen Sie die Gesamtforderung von {{mahnung.forderung}} bis zum {{mahnung.frist}}. {{mahnung.gebuehr_hinweis}}$$, ARRAY['dunningLevel2']::text[]),
  ('Einleitung 2. Mahnung', 'dunningIntro', $${{kunde.anrede}}

trotz Zahlungserinnerung und Mahnung ist unsere {{dokument.art}} {{dokument.nummer}} vom {{dokument.datum}} weiterhin nicht bezahlt. Wir fordern Sie letztmalig auf, die Gesamtforderung von {{mahnung.forderung}} bis spätestens {{mahnung.frist}} zu begleichen.

Geht bis dahin keine Zahlung ein, werden wir ohne weitere Ankündigung das gerichtliche Mahnverfahren einleiten oder ein Inkassounternehmen beauftragen. Die dadurch entstehenden Kosten gehen zu Ihren Lasten.$$, ARRAY['dunningLevel3']::text[]),
  ('Schlusstext Zahlungserinnerung', 'dunningOutro', $$Sollten Sie die Zahlung inzwischen veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.

Mit freundlichen Grüßen
{{firma.name}}$$, ARRAY['dunningLevel1']::text[]),
  ('Schlusstext Mahnung', 'dunningOutro', $$Haben Sie inzwischen bezahlt, betrachten Sie dieses Schreiben bitte als gegenstandslos. Bei Fragen zu dieser Forderung rufen Sie uns gern an.

Mit freundlichen Grüßen
{{firma.name}}$$, ARRAY['dunningLevel2', 'dunningLevel3']::text[])
) v("name", "usage", "body", "levels")
WHERE NOT EXISTS (
  SELECT 1 FROM "text_templates" d
  WHERE d."tenant_id" = o."tenant_id" AND d."usage" IN ('dunningIntro', 'dunningOutro')
)
ON CONFLICT DO NOTHING;
