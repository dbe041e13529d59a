/** Text as XML character data or attribute value: `&`, `<`, `>` and `"` always escaped. */
export const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Text for @e-invoice-eu/core's input. The library builds its XML with xmlbuilder2 from a JSON
 * object; xmlbuilder2 (4.0.3) decodes `&amp;`, `&lt;` … and numeric character references in
 * the text it is given, and then leaves every `&` unescaped that looks like the start of an
 * entity (`&amp;`, `&#65;`, `&x;`). A customer named "A &amp; B" would come back as "A & B",
 * "A &x; B" would make the file unreadable. Each `&` is therefore handed over as `&#38;amp;`:
 * the decoding turns it into `&amp;`, which the writer keeps — so the XML says `&amp;` for
 * every `&` of the text, and `<`, `>` are escaped by the writer itself.
 */
export const forXmlBuilder = (text: string) => text.replaceAll('&', '&#38;amp;');
