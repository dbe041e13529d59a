/**
 * SPEC §2: crawlers and audit tools (crawler, lighthouse, facebook, google patterns) get a plain
 * status text, not the error page. `bot/` also catches bingbot/2.0, DuckDuckBot/1.1 and the like
 * without hitting phone brands such as "CUBOT X19".
 */
const BOT_PATTERN = /crawler|crawling|spider|lighthouse|facebook|google|bot\//i;

export const isBotUserAgent = (userAgent: string) => BOT_PATTERN.test(userAgent);
