/**
 * "vor 3 Minuten" / "3 minutes ago" for a last-seen time stamp, in the largest whole unit;
 * null for under a minute (the caller says "gerade eben").
 */
export function relativeAgo(iso: string, now: Date, language: string): string | null {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
