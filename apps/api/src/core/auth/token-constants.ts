/** Access tokens live one hour at most; the client renews them while the session lives. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** A session nobody used for 30 days ends. */
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often per session, to keep reads cheap. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
