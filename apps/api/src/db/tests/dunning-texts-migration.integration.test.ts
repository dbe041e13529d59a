import { readFileSync } from 'node:fs';
import { dunningStandardTexts, dunningTextKey, ZTextTemplateInput } from '@kontor/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTextTemplate, listTextTemplates } from '../../modules/text-templates/index.ts';
import { systemWriter } from '../../modules/entities/index.ts';
import { provisionTenant } from '../../modules/tenancy/index.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { withTenant } from '../with-tenant.ts';

const t = useTestApp();

/** The data part of migration 0039, run again on tenants created after the migration. */
const migrationStatements = readFileSync(
  new URL('../../../drizzle/0039_dunning_texts.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => /INSERT INTO|NO FORCE/.test(statement));

const dunningTextsOf = (tenantId: number) =>
  withTenant(t.deps.db, tenantId, async (tx) =>
    (await listTextTemplates(tx))
      .filter((template) => template.usage.startsWith('dunning'))
      .map(({ name, usage, body, is_default, document_types }) => ({
        name,
        usage,
        body,
        is_default,
        document_types,
      })),
  );

describe('migration 0039: standard dunning texts for existing tenants', () => {
  it('gives a tenant with document standards the texts of the demo seed, once; others nothing', async () => {
    const withTexts = await provisionTenant(t.deps.database.ownerDb, { name: 'Mit Texten GmbH' });
    const withoutTexts = await provisionTenant(t.deps.database.ownerDb, { name: 'Ohne Texte GmbH' });
    await withTenant(t.deps.db, withTexts.tenantId, (tx) =>
      createTextTemplate(
        tx,
        systemWriter(withTexts.tenantId),
        ZTextTemplateInput.parse({
          name: 'Einleitung',
          usage: 'documentIntro',
          body: '{{kunde.anrede}}',
          is_default: true,
        }),
      ),
    );

    const run = async () => {
      for (const statement of migrationStatements) await t.deps.database.ownerDb.execute(sql.raw(statement));
      await t.deps.database.ownerDb.execute(sql.raw('ALTER TABLE "text_templates" FORCE ROW LEVEL SECURITY'));
    };
    await run();
    const expected = dunningStandardTexts.map((text) => ({
      name: text.name,
      usage: text.usage,
      body: text.body,
      is_default: true,
      document_types: text.levels.map(dunningTextKey),
    }));
    const sorted = <T extends { name: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.name.localeCompare(b.name));
    expect(sorted(await dunningTextsOf(withTexts.tenantId))).toEqual(sorted(expected));
    expect(await dunningTextsOf(withoutTexts.tenantId)).toEqual([]);

    // A tenant that already has dunning texts keeps exactly those.
    await run();
    expect(await dunningTextsOf(withTexts.tenantId)).toHaveLength(expected.length);
  });
});
