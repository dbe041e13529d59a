// Formatters are built once per process: building an Intl.DateTimeFormat costs ~0.1 ms, which a
// documents list request paid every time (9 % of the API's CPU under load, issue #11).
const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const berlinMinuteParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today in Germany as an ISO day `YYYY-MM-DD`: a due date passes at midnight in Berlin, not in UTC. */
export const berlinToday = (now = new Date()) => berlinDay.format(now);

/** An instant as Europe/Berlin date `YYYY-MM-DD` and time `HH:mm`. */
export function berlinWallClock(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(berlinMinuteParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
