import { describe, expect, it } from 'vitest';
import { extfHeaderFields, fiscalYearOf, type DatevSettings } from './extf-header.ts';

// DATEV's own examples (developer.datev.de, DATEV-Format "Header"), field for field.
const datevBookingExample =
  '"EXTF";700;21;"Buchungsstapel";13;20240130140440439;;"RE";"";"";29098;55003;20240101;4;20240101;20240831;"Buchungsstapel";"WD";1;0;0;"EUR";;"";;;"03";;;"";""';
const datevMasterDataExample =
  '"EXTF";700;16;"Debitoren/Kreditoren";5;20240130140659583;;"RE";"";"";29098;55003;20240101;4;;;"";"";;;;"";;"";;;"03";;;"";""';

const settings: DatevSettings = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2024-01-01',
  accountLength: 4,
  chart: 'SKR03',
};

describe('EXTF header version 700', () => {
  it('writes the Buchungsstapel header exactly like DATEV’s example', () => {
    const fields = extfHeaderFields(21, settings, {
      createdAt: new Date('2024-01-30T13:04:40.439Z'), // 14:04:40.439 in Germany
      origin: 'RE',
      dictationCode: 'WD',
      locked: false,
      period: { from: '2024-01-01', to: '2024-08-31' },
    });
    expect(fields).toHaveLength(31);
    expect(fields.join(';')).toBe(datevBookingExample);
  });

  it('writes the Debitoren/Kreditoren header exactly like DATEV’s example', () => {
    const fields = extfHeaderFields(16, settings, {
      createdAt: new Date('2024-01-30T13:06:59.583Z'),
      origin: 'RE',
      locked: false,
    });
    expect(fields).toHaveLength(31);
    expect(fields.join(';')).toBe(datevMasterDataExample);
  });

  it('sets the Festschreibung flag and the SKR04 chart', () => {
    const fields = extfHeaderFields(
      21,
      { ...settings, chart: 'SKR04' },
      {
        createdAt: new Date('2026-07-01T10:00:00.000Z'),
        locked: true,
        period: { from: '2026-06-01', to: '2026-06-30' },
      },
    );
    expect(fields[20]).toBe('1');
    expect(fields[26]).toBe('"04"');
    expect(fields[5]).toBe('20260701120000000'); // summer time: UTC+2
    expect(fields[12]).toBe('20260101');
    expect(fields[14]).toBe('20260601');
    expect(fields[15]).toBe('20260630');
  });

  it('takes the fiscal year start from a shifted fiscal year', () => {
    expect(fiscalYearOf('2026-03-15', '2020-07-01')).toEqual({ start: '2025-07-01', end: '2026-06-30' });
    expect(fiscalYearOf('2026-07-01', '2020-07-01')).toEqual({ start: '2026-07-01', end: '2027-06-30' });
  });

  it.each([
    [{ consultantNumber: 1000 }, 'Die Beraternummer muss zwischen 1001 und 9999999 liegen.'],
    [{ consultantNumber: 10_000_000 }, 'Die Beraternummer muss zwischen 1001 und 9999999 liegen.'],
    [{ clientNumber: 0 }, 'Die Mandantennummer muss zwischen 1 und 99999 liegen.'],
    [{ clientNumber: 100_000 }, 'Die Mandantennummer muss zwischen 1 und 99999 liegen.'],
    [{ accountLength: 9 }, 'Die Sachkontenlänge muss zwischen 4 und 8 liegen.'],
  ])('refuses settings %o', (change, message) => {
    expect(() =>
      extfHeaderFields(16, { ...settings, ...change }, { createdAt: new Date(), locked: false }),
    ).toThrow(message);
  });

  it('refuses a period that leaves the fiscal year or the calendar year', () => {
    const run = (from: string, to: string, start = '2024-01-01') =>
      extfHeaderFields(
        21,
        { ...settings, fiscalYearStart: start },
        { createdAt: new Date(), locked: false, period: { from, to } },
      );
    expect(() => run('2024-12-01', '2025-01-31')).toThrow('innerhalb eines Wirtschaftsjahres');
    expect(() => run('2024-12-01', '2025-01-31', '2024-07-01')).toThrow('im selben Kalenderjahr');
    expect(() => run('2024-03-31', '2024-03-01')).toThrow('Das Ende des Zeitraums liegt vor dem Beginn.');
  });

  it('refuses a label over 30 characters and a bad origin', () => {
    const base = { createdAt: new Date(), locked: false, period: { from: '2024-01-01', to: '2024-01-31' } };
    expect(() => extfHeaderFields(21, settings, { ...base, label: 'x'.repeat(31) })).toThrow(
      'höchstens 30 Zeichen',
    );
    expect(() => extfHeaderFields(21, settings, { ...base, origin: 'Kontor' })).toThrow(
      'zwei Großbuchstaben',
    );
  });
});
