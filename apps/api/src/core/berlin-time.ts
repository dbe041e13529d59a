// One formatter per process: building an Intl.DateTimeFormat costs ~0.1 ms, which a documents list
// request paid every time (9 % of the API's CPU under load, issue #11).
const berlin = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type BerlinParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** An instant's Europe/Berlin calendar and clock fields, two digits each (the year four). */
export const berlinParts = (instant: Date): BerlinParts =>
  Object.fromEntries(berlin.formatToParts(instant).map((part) => [part.type, part.value])) as BerlinParts;

/** Today in Germany as an ISO day `YYYY-MM-DD`: a due date passes at midnight in Berlin, not in UTC. */
export const berlinToday = (now = new Date()) => {
  const p = berlinParts(now);
  return `${p.year}-${p.month}-${p.day}`;
};

/** An instant as Europe/Berlin date `YYYY-MM-DD` and time `HH:mm`. */
export function berlinWallClock(instant: Date): { date: string; time: string } {
  const p = berlinParts(instant);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
