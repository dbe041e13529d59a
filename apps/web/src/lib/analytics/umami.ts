export interface UmamiEnv {
  websiteId?: string | undefined;
  host?: string | undefined;
}

/** The attributes of the Umami script tag (SPEC §7), or null unless both values are configured. */
export function umamiScriptAttributes({ websiteId, host }: UmamiEnv) {
  const id = websiteId?.trim();
  const base = host?.trim().replace(/\/+$/, '');
  if (!id || !base) return null;
  return { src: `${base}/umami.js`, 'data-website-id': id, 'data-host-url': base };
}

/** Adds the deferred analytics script once, only when VITE_UMAMI_WEBSITE_ID and VITE_UMAMI_HOST are set. */
export function installAnalytics(
  env: UmamiEnv = {
    websiteId: import.meta.env.VITE_UMAMI_WEBSITE_ID,
    host: import.meta.env.VITE_UMAMI_HOST,
  },
) {
  const attributes = umamiScriptAttributes(env);
  if (!attributes || document.querySelector('script[data-website-id]')) return;
  const script = document.createElement('script');
  script.defer = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}
