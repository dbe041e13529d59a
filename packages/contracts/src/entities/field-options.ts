import type { FieldOption } from './entity-fields.ts';

/** UN/ECE Recommendation 20 unit codes (EN 16931 BT-130) with the German names on documents. */
export const unitOptions: readonly FieldOption[] = [
  { value: 'C62', label: 'Stück' },
  { value: 'HUR', label: 'Stunde' },
  { value: 'MIN', label: 'Minute' },
  { value: 'DAY', label: 'Tag' },
  { value: 'WEE', label: 'Woche' },
  { value: 'MON', label: 'Monat' },
  { value: 'ANN', label: 'Jahr' },
  { value: 'LS', label: 'pauschal' },
  { value: 'KGM', label: 'Kilogramm' },
  { value: 'TNE', label: 'Tonne' },
  { value: 'MTR', label: 'Meter' },
  { value: 'KMT', label: 'Kilometer' },
  { value: 'MTK', label: 'Quadratmeter' },
  { value: 'MTQ', label: 'Kubikmeter' },
  { value: 'LTR', label: 'Liter' },
  { value: 'SET', label: 'Satz' },
  { value: 'PR', label: 'Paar' },
  { value: 'XPK', label: 'Packung' },
];

/** German VAT rates (UStG §12): standard, reduced, zero. */
export const vatRateOptions: readonly FieldOption[] = [
  { value: '19', label: '19 %' },
  { value: '7', label: '7 %' },
  { value: '0', label: '0 %' },
];

export const euCountryCodes = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** ISO 3166-1 alpha-2 codes; German names come from Intl.DisplayNames where shown. */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

let countryNames: Intl.DisplayNames | undefined;
/** "Deutschland" for DE; the code itself where the runtime lacks region names. */
export const countryLabel = (code: string): string => {
  try {
    countryNames ??= new Intl.DisplayNames(['de'], { type: 'region' });
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};
