/** Escapes text for XML element content and attribute values. */
export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** `<Name>escaped text</Name>`, or nothing for an empty or missing value. */
export const leaf = (name: string, value: string | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`;

/** `<Name>children</Name>`, or nothing when there are no children. */
export const node = (name: string, ...children: string[]): string => {
  const inner = children.join('');
  return inner === '' ? '' : `<${name}>${inner}</${name}>`;
};
