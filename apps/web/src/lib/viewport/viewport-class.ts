/** SPEC §2 viewport classes: the smallest width (px) at which each class starts. */
export const VIEWPORT_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type ViewportClass = keyof typeof VIEWPORT_BREAKPOINTS;

/** Used when the width is unknown (no window yet, or a value that is not a width). */
export const FALLBACK_VIEWPORT: ViewportClass = 'desktop';

const ascending = (Object.entries(VIEWPORT_BREAKPOINTS) as [ViewportClass, number][]).sort(
  (a, b) => a[1] - b[1],
);

export const isViewportClass = (value: unknown): value is ViewportClass =>
  typeof value === 'string' && Object.hasOwn(VIEWPORT_BREAKPOINTS, value);

/** The largest class whose breakpoint fits; narrower than 320 px is still `mobile`. */
export function viewportClassFor(width: number | undefined): ViewportClass {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return FALLBACK_VIEWPORT;
  let current: ViewportClass = 'mobile';
  for (const [name, minWidth] of ascending) if (width >= minWidth) current = name;
  return current;
}

export const isAtLeast = (current: ViewportClass, wanted: ViewportClass) =>
  VIEWPORT_BREAKPOINTS[current] >= VIEWPORT_BREAKPOINTS[wanted];

export const VIEWPORT_COOKIE = 'viewport';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** SPEC §9: kept 365 days, SameSite=Strict, Secure. */
export const viewportCookie = (value: ViewportClass) =>
  `${VIEWPORT_COOKIE}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Strict; Secure`;

export function readViewportCookie(cookieHeader: string): ViewportClass | undefined {
  const match = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === VIEWPORT_COOKIE);
  return isViewportClass(match?.[1]) ? match[1] : undefined;
}
