import type { FieldDefinition } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { entityChangeDescriber, textTemplateChangeDescriber } from './change-describer.ts';
import { documentChangeDescriber } from './document-describer.ts';
import { changeRows } from './history-changes.ts';
import { recordChangeDescriber } from './record-describers.ts';

const ctx = { refs: { e12: 'Müller GmbH', p3: 'Dana Demo' }, yes: 'Ja', no: 'Nein', language: 'de' };
const farbe: FieldDefinition = {
  key: 'farbe',
  label: 'Lieblingsfarbe',
  kind: 'select',
  options: [{ value: 'gruen', label: 'Grün' }],
};

describe('entityChangeDescriber', () => {
  const customers = entityChangeDescriber('customers', [farbe], ctx);

  it('labels registry fields, the number, and custom fields by their definitions', () => {
    expect(customers.label('zip')).toBe('PLZ');
    expect(customers.label('number')).toBe('Kundennummer');
    expect(customers.label('custom.farbe')).toBe('Lieblingsfarbe');
    expect(customers.label('custom.entfernt')).toBeUndefined();
  });

  it('formats values the German way', () => {
    expect(customers.format('vat_treatment', 'reverseCharge')).toBe(
      'Steuerschuldnerschaft des Leistungsempfängers (§13b UStG)',
    );
    expect(customers.format('iban', 'DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
    expect(customers.format('sepa_mandate_date', '2026-11-21')).toBe('21.11.2026');
    expect(customers.format('skonto_percent', '2.5')).toBe('2,5 %');
    expect(customers.format('country', 'AT')).toBe('Österreich');
    expect(customers.format('custom.farbe', 'gruen')).toBe('Grün');
    expect(customers.format('archived_at', '2026-11-21T13:03:00.000Z')).toMatch(/^21\.11\.2026, \d{2}:03$/);
    expect(customers.format('zip', null)).toBeUndefined();
    expect(entityChangeDescriber('articles', [], ctx).format('net_price', '1234.5')).toBe('1.234,50\u00a0€');
    expect(entityChangeDescriber('contacts', [], ctx).format('company', 12)).toBe('Müller GmbH');
    expect(entityChangeDescriber('tasks', [], ctx).format('assignee', 3)).toBe('Dana Demo');
  });

  it('orders the change rows like the form', () => {
    const rows = changeRows(
      {
        notes: { from: null, to: 'x' },
        city: { from: null, to: 'Dresden' },
        number: { from: null, to: '10001' },
      },
      customers.order,
    );
    expect(rows.map((r) => r.field)).toEqual(['number', 'city', 'notes']);
  });
});

describe('textTemplateChangeDescriber', () => {
  it('names the usage', () => {
    expect(textTemplateChangeDescriber.format('usage', 'emailReminder')).toBe('Mahnung per E-Mail');
    expect(textTemplateChangeDescriber.format('usage', 'gibtsnicht')).toBeUndefined();
    expect(textTemplateChangeDescriber.format('body', 'x')).toBeUndefined();
  });
});

describe('documentChangeDescriber', () => {
  const describe_ = documentChangeDescriber('de', {
    e16: 'Ingenieurbüro Kraus GbR',
    e7: 'Eva Kraus',
    d9: 'Abschlagsrechnung AR-2026-0003',
  });
  it('names fields, statuses and types in German and formats amounts and dates', () => {
    expect(describe_.label('document_date')).toBe('Belegdatum');
    expect(describe_.label('customer_name')).toBe('Kunde');
    expect(describe_.format('status', 'finalized')).toBe('Festgeschrieben');
    expect(describe_.format('status', 'partiallyPaid')).toBe('Teilweise bezahlt');
    expect(describe_.format('type', 'cancellation')).toBe('Stornorechnung');
    expect(describe_.format('gross', '1320.66')).toBe('1.320,66 €');
    expect(describe_.format('document_date', '2026-11-02')).toBe('02.11.2026');
  });

  it('names referenced records, dunning stages and coded header values, never ids or codes', () => {
    expect(describe_.label('customer_id')).toBe('Kunde');
    expect(describe_.format('customer_id', 16)).toBe('Ingenieurbüro Kraus GbR');
    expect(describe_.label('contact_id')).toBe('Ansprechpartner');
    expect(describe_.format('contact_id', 7)).toBe('Eva Kraus');
    expect(describe_.format('deducted_advance_ids', [9])).toBe('Abschlagsrechnung AR-2026-0003');
    expect(describe_.format('dunning_level', 1)).toBe('Zahlungserinnerung');
    expect(describe_.format('dunning_level', 0)).toBe('Noch nicht gemahnt');
    expect(describe_.format('vat_treatment', 'intraEu')).toBe('Innergemeinschaftlich (EU, steuerfrei)');
    expect(describe_.format('einvoice_format', 'xrechnungUbl')).toBe('XRechnung (UBL)');
    expect(describe_.label('buyer_reference')).toBe('Leitweg-ID / Käuferreferenz');
  });

  it('hides the customer id where the stored name stands beside it', () => {
    expect(describe_.hidden?.('customer_id', ['type', 'customer_id', 'customer_name'])).toBe(true);
    expect(describe_.hidden?.('customer_id', ['type', 'customer_id'])).toBe(false);
  });

  it('shows lines as quantity × name at price, never as JSON', () => {
    const lines = [
      { kind: 'item', key: 'a', name: 'Monteurstunde', quantity: '3.5', unit_price: '65.0000' },
      { kind: 'title', key: 'b', name: 'Bad' },
    ];
    expect(describe_.format('lines', lines)).toBe('3,5 × Monteurstunde à 65,00 €\nTitel „Bad“');
  });

  it('tells line changes as sentences', () => {
    const hour = {
      kind: 'item',
      key: 'a',
      name: 'Monteurstunde',
      quantity: '1',
      unit: 'HUR',
      unit_price: '65.00',
    };
    const pipe = {
      kind: 'item',
      key: 'b',
      name: 'Kupferrohr',
      quantity: '4',
      unit: 'MTR',
      unit_price: '7.50',
    };
    expect(describe_.diff?.('lines', [hour, pipe], [{ ...hour, quantity: '3.5' }, pipe])).toEqual([
      'Menge 1 → 3,5 bei Monteurstunde',
    ]);
    expect(describe_.diff?.('subject', 'a', 'b')).toBeUndefined();
  });
});

describe('recordChangeDescriber', () => {
  it('names ticket fields and values in German, people and records by name', () => {
    const ticket = recordChangeDescriber('ticket', { e4: 'Gasthof Zur Post GbR', p1: 'Dana Demo' })!;
    expect(ticket.label('priority')).toBe('Priorität');
    expect(ticket.format('priority', 'urgent')).toBe('Dringend');
    expect(ticket.format('status', 'waiting')).toBe('Wartet auf Kunde');
    expect(ticket.format('customer_id', 4)).toBe('Gasthof Zur Post GbR');
    expect(ticket.label('assignee_id')).toBe('Zuständig');
    expect(ticket.format('assignee_id', 1)).toBe('Dana Demo');
  });

  it('formats minutes, amounts and statuses of other kinds', () => {
    expect(recordChangeDescriber('time')!.format('duration_minutes', 90)).toBe('1:30 Std.');
    expect(recordChangeDescriber('incomingInvoice')!.format('gross', '1190.00')).toBe('1.190,00 €');
    expect(recordChangeDescriber('incomingInvoice')!.format('status', 'review')).toBe('Zu prüfen');
    expect(recordChangeDescriber('bankTransaction')!.format('status', 'matched')).toBe('Zugeordnet');
    expect(recordChangeDescriber('email_accounts')!.label('imap_host')).toBe('IMAP-Server');
    expect(recordChangeDescriber('email_accounts')!.format('security', 'starttls')).toBe(
      'STARTTLS (meist Port 587)',
    );
    expect(recordChangeDescriber('numberRanges')!.label('next_counter')).toBe('Nächster Zähler');
    expect(recordChangeDescriber('unbekannt')).toBeUndefined();
  });

  it('reads a person’s working-time settings and breaks, also breaks stored as JSON text', () => {
    const profile = recordChangeDescriber('profile')!;
    expect(profile.format('federal_state', 'BY')).toBe('Bayern');
    expect(profile.format('work_days', '1,2,3,4,5')).toBe('Mo, Di, Mi, Do, Fr');
    expect(profile.label('work_days')).toBeUndefined();
    const workingTime = recordChangeDescriber('workingTime')!;
    const lunch = { start: '2026-11-26T12:00', end: '2026-11-26T12:30' };
    expect(workingTime.format('breaks', [lunch])).toBe('12:00–12:30');
    expect(workingTime.format('breaks', JSON.stringify([lunch]))).toBe('12:00–12:30');
    expect(workingTime.format('breaks', '[]')).toBe('keine');
  });
});
