import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './sanitize-mail-html.ts';

const clean = (html: string, cids: string[] = []) => sanitizeMailHtml(html, new Set(cids));

describe('sanitizeMailHtml', () => {
  it('keeps ordinary formatting, tables and links', () => {
    const result = clean(
      '<p style="color: #333; font-weight: bold">Guten Tag,</p><table border="1"><tr><td colspan="2">Zeile</td></tr></table>' +
        '<a href="https://firma.de/agb">AGB</a> <a href="mailto:info@firma.de">Mail</a>',
    );
    expect(result.html).toBe(
      '<p style="color:#333;font-weight:bold">Guten Tag,</p><table border="1"><tr><td colspan="2">Zeile</td></tr></table>' +
        '<a href="https://firma.de/agb" target="_blank" rel="noopener noreferrer nofollow">AGB</a> ' +
        '<a href="mailto:info@firma.de" target="_blank" rel="noopener noreferrer nofollow">Mail</a>',
    );
  });

  it('drops scripts and styles with their content, and every event handler', () => {
    const { html } = clean(
      '<script>alert(1)</script><style>body{background:url(https://tracker.example/x)}</style>' +
        '<div onclick="alert(2)" onmouseover="alert(3)">Text</div><svg onload="alert(4)"><script>alert(5)</script></svg>' +
        '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"></form>',
    );
    expect(html).toBe('<div>Text</div>');
  });

  it('removes remote, data: and unknown images, keeps those of its own attachments, and counts what it blocked', () => {
    const result = clean(
      '<img src="http://tracker.example/pixel.gif" width="1"><img src="https://cdn.example/logo.png" onerror="alert(1)">' +
        '<img src="//cdn.example/x.png"><img src="data:image/png;base64,iVBORw0KGgo="><img src="cid:fremd@x">' +
        '<img src="cid:logo@firma" alt="Logo" onerror="alert(1)"><img srcset="https://a.example/x.png 2x">',
      ['logo@firma'],
    );
    expect(result.html).toBe('<img alt="Logo" src="cid:logo@firma" />');
    expect(result.inlineContentIds).toEqual(['logo@firma']);
    expect(result.blockedImages).toBe(6);
  });

  it('keeps no CSS that loads anything or escapes the frame', () => {
    const { html } = clean(
      '<div style="background-image:url(https://t.example/a); color: red; width: expression(alert(1)); position: fixed; ' +
        'background: url(&quot;https://t.example/b&quot;); font-family: Arial, sans-serif">A</div>' +
        '<table background="https://t.example/c.png"><tr><td style="background-color:rgb(1,2,3)">B</td></tr></table>' +
        '<p style="color: url(https://t.example/d)">C</p><link rel="stylesheet" href="https://t.example/e.css">' +
        '<span style="font-size:12px;behavior:url(x.htc)">D</span>',
    );
    expect(html).toBe(
      '<div style="color:red;font-family:Arial, sans-serif">A</div>' +
        '<table><tr><td style="background-color:rgb(1,2,3)">B</td></tr></table><p>C</p><span style="font-size:12px">D</span>',
    );
    expect(html).not.toMatch(/url\(|t\.example|expression/);
  });

  it('takes the target out of javascript:, data: and protocol-relative links, however they are spelled', () => {
    const { html } = clean(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a><a href="//evil.example">e</a>' +
        '<a href=" vbscript:msgbox(1)">f</a>',
    );
    expect(html).not.toMatch(/href/);
    expect(html).toContain('>a</a>');
  });

  it('drops meta refresh, base and object tags, keeping plain text', () => {
    const { html } = clean(
      '<head><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"></head>' +
        '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/y">Hallo <b>Welt</b>',
    );
    expect(html).toBe('Hallo <b>Welt</b>');
  });
});
