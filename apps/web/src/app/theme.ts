import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// SPEC §9: primary colour green, cool gray scale (slate tones rather than neutral gray).
const coolGray: MantineColorsTuple = [
  '#f8fafc',
  '#f1f5f9',
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#64748b',
  '#475569',
  '#334155',
  '#1e293b',
  '#0f172a',
];

// Mantine's green with darker shades 7–9: white text on the filled shade 8, shade 8 links on white
// and the light variant's shade 9 text on shade 1 all reach 4.5:1 (WCAG AA).
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2f9e44',
  '#237a37',
  '#1b5e2a',
];

// Dark mode on slate, not inverted gray: designed surfaces with enough contrast (WCAG AA).
const dark: MantineColorsTuple = [
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#64748b',
  '#334155',
  '#1e293b',
  '#172033',
  '#0f172a',
  '#0b1120',
  '#060a16',
];

export const theme = createTheme({
  primaryColor: 'green',
  // Filled surfaces carry white text in both modes, so shade 8 in dark mode too (5 gives 2:1).
  primaryShade: { light: 8, dark: 8 },
  colors: { green, gray: coolGray, dark },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  other: { headerHeight: '4rem' },
});

export const HEADER_HEIGHT = '4rem';

/**
 * Mantine's default error text (red 6 on white, red 8 on slate) and the text of light orange/red
 * badges miss 4.5:1; darker shades in light mode and lighter ones in dark mode reach WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-error': t.colors.red[9],
    '--mantine-color-red-light-color': t.colors.red[9],
    '--mantine-color-orange-light-color': t.colors.orange[9],
  },
  dark: {
    '--mantine-color-error': t.colors.red[4],
    '--mantine-color-red-light-color': t.colors.red[3],
    '--mantine-color-orange-light-color': t.colors.orange[3],
  },
});
