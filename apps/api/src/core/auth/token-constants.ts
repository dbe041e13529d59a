/** Access tokens live one hour at most; the client renews them while the session lives. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** A session nobody used for 30 days ends. */
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 3600 * 1000;
/** However busy, a session ends 90 days after sign-in: a stolen session cannot live forever. */
export const SESSION_ABSOLUTE_LIMIT_MS = 90 * 24 * 3600 * 1000;
/** Clocks of API processes may differ a little; a token issued further ahead than this is forged. */
export const TOKEN_FUTURE_IAT_LEEWAY_SECONDS = 60;
/** last_seen_at is written at most this often per session, to keep reads cheap. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
