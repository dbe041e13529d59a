// One formatter per process: building an Intl.DateTimeFormat costs ~0.1 ms, which a documents list
// request paid every time (9 % of the API's CPU under load, issue #11).
const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Germany as an ISO day `YYYY-MM-DD`: a due date passes at midnight in Berlin, not in UTC. */
export const berlinToday = (now = new Date()) => berlinDay.format(now);
