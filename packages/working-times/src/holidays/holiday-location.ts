/**
 * Where a person works, as far as public holidays differ: the Bundesland and — where the law
 * differs below it — the kind of municipality. Pure data (no date-holidays), so the web app can
 * offer the choices without bundling the holiday library.
 */

export const BUNDESLAENDER = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;
export type Bundesland = keyof typeof BUNDESLAENDER;

/**
 * Municipal holidays. Sources: Bavaria Art. 1 FTG (Mariä Himmelfahrt in municipalities with a
 * predominantly Catholic population, as published by the Landesamt für Statistik; Friedensfest
 * 8 August in the city of Augsburg, which is also predominantly Catholic); Saxony § 1 SächsSFG
 * with the FronleichnamsVO of 4 May 1993 (listed Sorbian municipalities in the Landkreis
 * Bautzen); Thuringia § 2 Abs. 2 ThürFGtG (Fronleichnam in predominantly Catholic municipalities:
 * Landkreis Eichsfeld and listed places of the Unstrut-Hainich-Kreis and Wartburgkreis).
 */
export const MUNICIPALITY_HOLIDAY_RULES = {
  BY_AUGSBURG: { state: 'BY', label: 'Stadt Augsburg (Friedensfest und Mariä Himmelfahrt)' },
  BY_CATHOLIC: { state: 'BY', label: 'Gemeinde mit Mariä Himmelfahrt (überwiegend katholisch)' },
  SN_FRONLEICHNAM: { state: 'SN', label: 'Gemeinde mit Fronleichnam (FronleichnamsVO, Landkreis Bautzen)' },
  TH_FRONLEICHNAM: {
    state: 'TH',
    label: 'Gemeinde mit Fronleichnam (Eichsfeld und weitere katholische Orte)',
  },
} as const satisfies Record<string, { state: Bundesland; label: string }>;
export type MunicipalityHolidayRule = keyof typeof MUNICIPALITY_HOLIDAY_RULES;

export interface HolidayLocation {
  state: Bundesland;
  municipality?: MunicipalityHolidayRule | null;
}

export const isBundesland = (value: string): value is Bundesland => Object.hasOwn(BUNDESLAENDER, value);

/** German message when the municipality rule does not belong to the Bundesland, else null. */
export const holidayLocationProblem = (location: HolidayLocation): string | null => {
  if (!isBundesland(location.state)) return 'Bitte ein Bundesland wählen.';
  const rule = location.municipality ? MUNICIPALITY_HOLIDAY_RULES[location.municipality] : undefined;
  if (location.municipality && !rule) return 'Diese Feiertagsregel für Gemeinden gibt es nicht.';
  if (rule && rule.state !== location.state) {
    return `„${rule.label}“ gibt es nur in ${BUNDESLAENDER[rule.state]}.`;
  }
  return null;
};
