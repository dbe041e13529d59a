// SPEC §2: crawlers and audit tools get a plain status text, not the error page.
const BOT_PATTERN = /bot|crawler|spider|crawling|lighthouse|facebook|google/i;

export const isBotUserAgent = (userAgent: string) => BOT_PATTERN.test(userAgent);
