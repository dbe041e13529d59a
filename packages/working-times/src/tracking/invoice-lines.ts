import Big from 'big.js';
import { formatGermanDate, type IsoDate } from '../time/calendar-date.ts';
import { NO_ROUNDING, roundMinutes, type RoundingRule } from './rounding.ts';

export type TimeEntryStatus = 'offen' | 'freigegeben' | 'abgerechnet';

export interface BillableTimeEntry {
  id: number;
  date: IsoDate;
  minutes: number;
  billable: boolean;
  status: TimeEntryStatus;
  projectId: number | null;
  articleId: number | null;
  /** Hourly rate of the entry itself (decimal string), overrides project and article. */
  rate: string | null;
}

export interface RatedThing {
  id: number;
  name: string;
  /** Hourly rate (decimal string) or null. */
  rate: string | null;
}

/** An invoice line in the shape of a document item line (see @kontor/contracts documents). */
export interface TimeInvoiceLine {
  article_id: number | null;
  project_id: number | null;
  name: string;
  description: string;
  /** Hours with 2 decimals, e.g. "12.25". */
  quantity: string;
  /** UN/ECE Rec 20: hour. */
  unit: 'HUR';
  unit_price: string;
  time_entry_ids: number[];
}

export type InvoiceLinesResult = { ok: true; lines: TimeInvoiceLine[] } | { ok: false; message: string };

const periodText = (from: IsoDate, to: IsoDate): string =>
  from === to
    ? `Leistungsdatum ${formatGermanDate(from)}`
    : `Leistungszeitraum ${formatGermanDate(from)}–${formatGermanDate(to)}`;

/**
 * Billable entries that are not invoiced yet become invoice lines: one line per article and
 * project (and rate, when entries of a group carry different rates). Rate: the entry's, else the
 * project's, else the article's. Quantity in hours, 2 decimals (half up), from the group's summed
 * minutes; each entry is rounded first by `rounding` (billing rule), never the sum.
 */
export const buildTimeInvoiceLines = (
  entries: readonly BillableTimeEntry[],
  catalog: { projects: readonly RatedThing[]; articles: readonly RatedThing[] },
  rounding: RoundingRule = NO_ROUNDING,
): InvoiceLinesResult => {
  const projects = new Map(catalog.projects.map((project) => [project.id, project]));
  const articles = new Map(catalog.articles.map((article) => [article.id, article]));
  const groups = new Map<string, { entries: BillableTimeEntry[]; rate: string }>();

  for (const entry of entries) {
    if (!entry.billable || entry.status === 'abgerechnet') continue;
    const project = entry.projectId === null ? undefined : projects.get(entry.projectId);
    const article = entry.articleId === null ? undefined : articles.get(entry.articleId);
    const rate = entry.rate ?? project?.rate ?? article?.rate ?? null;
    if (rate === null) {
      return {
        ok: false,
        message: `Für den Zeiteintrag vom ${formatGermanDate(entry.date)} ist kein Stundensatz hinterlegt (weder am Eintrag noch am Projekt oder Artikel).`,
      };
    }
    const normalizedRate = new Big(rate).toFixed(2);
    const key = `${entry.articleId ?? ''}|${entry.projectId ?? ''}|${normalizedRate}`;
    const group = groups.get(key) ?? { entries: [], rate: normalizedRate };
    group.entries.push(entry);
    groups.set(key, group);
  }

  const lines = [...groups.values()].map(({ entries: grouped, rate }): TimeInvoiceLine => {
    const first = grouped[0]!;
    const project = first.projectId === null ? undefined : projects.get(first.projectId);
    const article = first.articleId === null ? undefined : articles.get(first.articleId);
    const minutes = grouped.reduce((sum, entry) => sum + roundMinutes(entry.minutes, rounding), 0);
    const dates = grouped.map((entry) => entry.date).sort();
    const name = article?.name ?? project?.name ?? 'Arbeitszeit';
    const projectPart = project && article ? `Projekt ${project.name}, ` : '';
    return {
      article_id: first.articleId,
      project_id: first.projectId,
      name,
      description: `${projectPart}${periodText(dates[0]!, dates.at(-1)!)}`,
      quantity: new Big(minutes).div(60).round(2, Big.roundHalfUp).toFixed(2),
      unit: 'HUR',
      unit_price: rate,
      time_entry_ids: grouped.map((entry) => entry.id).sort((a, b) => a - b),
    };
  });
  return { ok: true, lines };
};
