import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: { light: 8, dark: 5 },
  colors: { gray: coolGray, dark },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  other: { headerHeight: '4rem' },
});

export const HEADER_HEIGHT = '4rem';
