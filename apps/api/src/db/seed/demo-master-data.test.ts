import {
  documentTypes,
  entityDefaults,
  receivableTypes,
  entityInputSchema,
  entityRegistry,
  ZTextTemplateInput,
  type DocumentType,
  type EntityType,
} from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { demoMasterData, type DemoCompany } from './demo-master-data.ts';
import { resolveRefs, type DemoProfile, type DemoRecord } from './demo-records.ts';
import { demoTextTemplates } from './demo-text-templates.ts';

const companies: DemoCompany[] = ['handwerk', 'beratung'];
const peopleOf: Record<DemoCompany, DemoProfile[]> = {
  handwerk: ['dana', 'max', 'nina'],
  beratung: ['dana'],
};
// A winter and a summer day, a Monday and a Sunday: relative dates must work on any day.
const days = [new Date('2026-11-22T10:00:00Z'), new Date('2027-06-14T23:30:00Z')];

/** Resolves references the way the seed does, with the position of the record as its id. */
function resolvedRecords(company: DemoCompany, now: Date) {
  const records = demoMasterData(company, now);
  const ids = new Map<string, { id: number; type: EntityType }>();
  const profileIds = new Map(peopleOf[company].map((p, i) => [p, 1000 + i]));
  return records.map((record, index) => {
    const data = resolveRefs(
      record.data,
      (key) => ids.get(key)?.id,
      (p) => profileIds.get(p),
    );
    if (record.key) {
      expect(ids.has(record.key), `key "${record.key}" used twice`).toBe(false);
      ids.set(record.key, { id: index + 1, type: record.type });
    }
    return { record, data, typeOfId: (id: number) => [...ids.values()].find((r) => r.id === id)?.type };
  });
}

const count = (
  records: DemoRecord[],
  type: EntityType,
  where: (d: Record<string, unknown>) => boolean = () => true,
) => records.filter((r) => r.type === type && where(r.data)).length;

describe.each(companies)('demo master data of %s', (company) => {
  it.each(days)('passes the registry schema every form and import uses (seeded on %s)', (now) => {
    for (const { record, data } of resolvedRecords(company, now)) {
      const parsed = entityInputSchema(record.type).safeParse({
        number: record.number ?? null,
        data: { ...entityDefaults(record.type), ...data },
      });
      const name = entityRegistry[record.type].displayName(data);
      expect(parsed.error?.issues ?? [], `${record.type} „${name}“`).toEqual([]);
    }
  });

  it('points only at earlier records of the types each reference field allows', () => {
    for (const { record, data, typeOfId } of resolvedRecords(company, days[0]!)) {
      for (const field of entityRegistry[record.type].fields.filter((f) => f.kind === 'reference')) {
        const id = data[field.key];
        if (id === undefined || id === null) continue;
        expect(field.referenceTypes).toContain(typeOfId(id as number));
      }
    }
  });

  it('is the same on every run of the same day', () => {
    expect(demoMasterData(company, days[0])).toEqual(demoMasterData(company, days[0]));
  });

  it('has enough of everything for lists, search and paging to be worth trying', () => {
    const records = demoMasterData(company, days[0]);
    expect(count(records, 'customers')).toBeGreaterThanOrEqual(28);
    expect(count(records, 'customers', (d) => d.kind === 'person')).toBeGreaterThanOrEqual(3);
    expect(count(records, 'vendors')).toBeGreaterThanOrEqual(10);
    expect(count(records, 'contacts')).toBeGreaterThanOrEqual(10);
    expect(count(records, 'articles')).toBeGreaterThanOrEqual(38);
    expect(count(records, 'articles', (d) => d.kind === 'service')).toBeGreaterThanOrEqual(15);
    expect(count(records, 'projects')).toBeGreaterThanOrEqual(3);
    expect(count(records, 'projects')).toBeLessThanOrEqual(5);
    expect(count(records, 'tasks')).toBeGreaterThanOrEqual(5);
    expect(count(records, 'costcentres')).toBeGreaterThanOrEqual(4);
    expect(
      count(records, 'absences', (d) => d.status === 'approved' && d.kind === 'vacation'),
    ).toBeGreaterThan(0);
    expect(count(records, 'absences', (d) => d.kind === 'sick')).toBeGreaterThan(0);
    expect(count(records, 'absences', (d) => d.status === 'requested')).toBeGreaterThan(0);
    expect(records.filter((r) => r.archived).map((r) => r.type)).toEqual(
      expect.arrayContaining(['customers', 'vendors', 'articles']),
    );
  });

  it('covers the German cases: legal forms, public client, EU and non-EU customers, Skonto, SEPA', () => {
    const customers = demoMasterData(company, days[0])
      .filter((r) => r.type === 'customers')
      .map((r) => r.data);
    const names = customers.map((d) => String(d.company_name ?? ''));
    for (const form of ['GmbH', 'KG', 'e.K.', 'AG', 'GbR'])
      expect(names.some((n) => n.includes(` ${form}`))).toBe(true);
    expect(customers.filter((d) => d.leitweg_id)).toHaveLength(1);
    const austrian = customers.filter((d) => d.country === 'AT');
    expect(austrian.map((d) => [d.vat_treatment, String(d.vat_id).slice(0, 3)])).toEqual([
      ['intraEu', 'ATU'],
    ]);
    expect(customers.filter((d) => d.country === 'CH').map((d) => d.vat_treatment)).toEqual(['export']);
    expect(customers.filter((d) => d.skonto_percent).length).toBeGreaterThanOrEqual(3);
    expect(customers.filter((d) => d.iban).length).toBeGreaterThanOrEqual(3);
    expect(customers.some((d) => d.sepa_mandate_reference)).toBe(true);
    const germanVatIds = customers.map((d) => d.vat_id).filter((v) => String(v).startsWith('DE'));
    expect(germanVatIds.length).toBeGreaterThanOrEqual(10);
    for (const id of germanVatIds) expect(id).toMatch(/^DE\d{9}$/);
  });

  it('has text templates the text-template form accepts, one default per usage and document type', () => {
    const templates = demoTextTemplates[company].map((t) => ZTextTemplateInput.parse(t));
    expect(templates.length).toBeGreaterThanOrEqual(2);
    const defaults = templates
      .filter((t) => t.is_default && t.document_types.length === 0)
      .map((t) => t.usage);
    expect(new Set(defaults).size).toBe(defaults.length);
    for (const usage of ['documentIntro', 'documentOutro'] as const) {
      const types = templates.filter((t) => t.usage === usage).flatMap((t) => t.document_types);
      // Every document type has exactly one standard intro and closing.
      expect([...types].sort()).toEqual([...documentTypes].sort());
    }
    for (const usage of ['dunningIntro', 'dunningOutro'] as const) {
      const levels = templates.filter((t) => t.usage === usage).flatMap((t) => t.document_types);
      // Zahlungserinnerung, 1. and 2. Mahnung each have exactly one standard intro and closing.
      expect([...levels].sort()).toEqual(['dunningLevel1', 'dunningLevel2', 'dunningLevel3']);
    }
  });

  it('has texts that fit their document type: only invoices ask for payment', () => {
    const templates = demoTextTemplates[company].map((t) => ZTextTemplateInput.parse(t));
    const documentTexts = templates.filter((t) => t.usage === 'documentIntro' || t.usage === 'documentOutro');
    for (const template of documentTexts.filter((t) => t.document_types.length > 0)) {
      const asksForPayment = /überweisen|zahlbar|faellig_am|betrag_zahlbar/i.test(template.body);
      const claims = template.document_types.every((type) => receivableTypes.includes(type as DocumentType));
      expect(asksForPayment && !claims, template.name).toBe(false);
      // §35a is printed where it applies (private customer, labour share), never in a standard text.
      expect(template.body).not.toContain('35a');
    }
    const quoteTexts = templates.filter((t) => t.document_types.includes('quote')).map((t) => t.body);
    expect(quoteTexts.join(' ')).not.toMatch(/berechne|überweisen/);
  });
});
