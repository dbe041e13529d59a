import sanitizeHtml from 'sanitize-html';

export interface SanitizedHtml {
  html: string;
  /** Content-IDs of attachments the HTML shows as inline images (`<img src="cid:…">`). */
  inlineContentIds: string[];
  /** Images from elsewhere that were removed: showing them would tell the sender the mail was read. */
  blockedImages: number;
}

const TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'center', 'code', 'col', 'colgroup', 'dd', 'div',
  'dl', 'dt', 'em', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p',
  'pre', 'q', 's', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]; // prettier-ignore

const cell = ['colspan', 'rowspan', 'align', 'valign', 'width', 'height'];

// Style values are checked one property at a time against these patterns; anything else
// (url(), expression(), var(), @import, escapes) is dropped with the declaration.
const color = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;
const length = /^(-?\d+(\.\d+)?(px|pt|em|rem|%|cm|mm)?\s*){1,4}$/i;
const keyword = /^[a-z-]{1,30}$/i;
const fontFamily = /^[\w\s,'"-]{1,200}$/;
const border =
  /^(\d+(\.\d+)?(px|pt|em)?\s*)?(none|solid|dashed|dotted|double)?(\s*(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20}))?$/i;

const STYLES: Record<string, RegExp[]> = {
  color: [color],
  'background-color': [color],
  'text-align': [/^(left|right|center|justify)$/i],
  'vertical-align': [keyword],
  'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/i],
  'font-style': [/^(normal|italic|oblique)$/i],
  'font-size': [length, keyword],
  'font-family': [fontFamily],
  'text-decoration': [/^[a-z\s-]{1,40}$/i],
  'line-height': [length, /^normal$/i],
  'white-space': [keyword],
  width: [length, /^auto$/i],
  height: [length, /^auto$/i],
  margin: [length, /^auto$/i],
  'margin-top': [length],
  'margin-bottom': [length],
  'margin-left': [length],
  'margin-right': [length],
  padding: [length],
  'padding-top': [length],
  'padding-bottom': [length],
  'padding-left': [length],
  'padding-right': [length],
  border: [border],
  'border-top': [border],
  'border-bottom': [border],
  'border-left': [border],
  'border-right': [border],
  'border-collapse': [keyword],
};

/**
 * Makes incoming HTML safe to show: an allowlist of formatting tags, no scripts, event handlers,
 * forms, frames or styles sheets, links only to http(s)/mailto/tel, and images only as `cid:`
 * references to the mail's own attachments — nothing that loads from elsewhere. The screen
 * shows the result in a sandboxed frame with a strict CSP as a second line of defence.
 */
export function sanitizeMailHtml(html: string, attachmentContentIds: ReadonlySet<string>): SanitizedHtml {
  const inline = new Set<string>();
  let blockedImages = 0;
  const clean = sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      table: ['width', 'align', 'border', 'cellpadding', 'cellspacing'],
      td: cell,
      th: cell,
      font: ['color', 'face', 'size'],
      '*': ['style', 'align', 'dir', 'lang', 'title'],
    },
    allowedStyles: { '*': STYLES },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['cid'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    // Their content is not text either: dropped whole, not unwrapped.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'title',
      'head',
      'template',
      'svg',
      'math',
    ],
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (_tag, attribs) => ({
        tagName: 'a',
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      img: (_tag, attribs) => {
        const cid = /^cid:(.+)$/i.exec(attribs.src?.trim() ?? '')?.[1];
        const known = cid !== undefined && attachmentContentIds.has(decodeCid(cid));
        if (known) inline.add(decodeCid(cid));
        else blockedImages++;
        const { src: _src, ...rest } = attribs;
        return { tagName: 'img', attribs: known ? { ...rest, src: `cid:${decodeCid(cid)}` } : rest };
      },
    },
    // An image without an allowed source is left out rather than shown broken.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
  return { html: clean, inlineContentIds: [...inline], blockedImages };
}

/** `cid:` URLs may be percent-encoded (RFC 2392); Content-ID headers are not. */
function decodeCid(cid: string): string {
  try {
    return decodeURIComponent(cid);
  } catch {
    return cid;
  }
}
