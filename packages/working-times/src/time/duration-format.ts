/** `10 Std. 15 Min.`, `10 Std.`, `45 Min.` — durations in German messages (whole minutes). */
export const formatDuration = (minutes: number): string => {
  const sign = minutes < 0 ? '−' : '';
  const total = Math.abs(Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${sign}${rest} Min.`;
  return rest === 0 ? `${sign}${hours} Std.` : `${sign}${hours} Std. ${rest} Min.`;
};
