import { describe, expect, it } from 'vitest';
import { MailInError } from './mail-in-error.ts';
import { parseMail, safeFilename } from './parse-mail.ts';

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'));
const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** What a customer's mail program sends: text + HTML with an embedded logo, and a PDF. */
const customerMail = crlf([
  'From: =?UTF-8?Q?J=C3=BCrgen_M=C3=BCller?= <j.mueller@kunde.de>',
  'To: Support <support@firma.de>, "Buchhaltung, Firma" <buha@firma.de>',
  'Cc: chef@kunde.de',
  'Reply-To: =?ISO-8859-1?Q?B=FCro_M=FCller?= <buero@kunde.de>',
  'Subject: =?UTF-8?Q?AW:_Dr=C3=BCcker_defekt?= =?UTF-8?B?IOKAkyBkcmluZ2VuZA==?=',
  'Date: Tue, 24 Nov 2026 10:15:00 +0100',
  'Message-ID: <CAF1234@mail.kunde.de>',
  'In-Reply-To: <antwort-41@firma.de>',
  'References: <start-40@kunde.de>',
  ' <antwort-41@firma.de>',
  'Auto-Submitted: no',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="mixed"',
  '',
  '--mixed',
  'Content-Type: multipart/related; boundary="related"',
  '',
  '--related',
  'Content-Type: multipart/alternative; boundary="alt"',
  '',
  '--alt',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Der Drucker im B=C3=BCro druckt nicht mehr.',
  '--alt',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<html><head><style>p{color:red}</style></head><body><p>Der Drucker druckt nicht.</p>' +
    '<img src="cid:logo@kunde.de"><img src="https://tracker.example/open.gif"><script>alert(1)</script></body></html>',
  '--alt--',
  '--related',
  'Content-Type: image/png',
  'Content-Transfer-Encoding: base64',
  'Content-ID: <logo@kunde.de>',
  'Content-Disposition: inline; filename="logo.png"',
  '',
  pngBytes.toString('base64'),
  '--related--',
  '--mixed',
  'Content-Type: application/pdf',
  'Content-Transfer-Encoding: base64',
  "Content-Disposition: attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz%202026.pdf",
  '',
  pdfBytes.toString('base64'),
  '--mixed--',
  '',
]);

describe('parseMail', () => {
  it('turns a customer mail into the normalized model', async () => {
    const mail = await parseMail(customerMail);
    expect(mail).toMatchObject({
      messageId: 'CAF1234@mail.kunde.de',
      inReplyTo: 'antwort-41@firma.de',
      references: ['start-40@kunde.de', 'antwort-41@firma.de'],
      from: { name: 'Jürgen Müller', address: 'j.mueller@kunde.de' },
      to: [
        { name: 'Support', address: 'support@firma.de' },
        { name: 'Buchhaltung, Firma', address: 'buha@firma.de' },
      ],
      cc: [{ name: '', address: 'chef@kunde.de' }],
      replyTo: [{ name: 'Büro Müller', address: 'buero@kunde.de' }],
      subject: 'AW: Drücker defekt – dringend',
      text: 'Der Drucker im Büro druckt nicht mehr.',
      html: '<p>Der Drucker druckt nicht.</p><img src="cid:logo@kunde.de" />',
      blockedImages: 1,
    });
    expect(mail.date).toEqual(new Date('2026-11-24T09:15:00Z'));
    expect(mail.headers['auto-submitted']).toEqual(['no']);
    expect(mail.attachments).toEqual([
      {
        filename: 'logo.png',
        contentType: 'image/png',
        size: pngBytes.length,
        content: pngBytes,
        contentId: 'logo@kunde.de',
        inline: true,
      },
      {
        filename: 'Rechnung März 2026.pdf',
        contentType: 'application/pdf',
        size: pdfBytes.length,
        content: pdfBytes,
        contentId: null,
        inline: false,
      },
    ]);
  });

  it('a plain text mail has no HTML; an HTML-only mail gets its text from the HTML', async () => {
    const plain = await parseMail(crlf(['From: a@b.de', 'Subject: Nur Text', '', 'Hallo', '']));
    expect(plain).toMatchObject({
      html: null,
      text: 'Hallo\n',
      subject: 'Nur Text',
      messageId: null,
      references: [],
    });

    const htmlOnly = await parseMail(
      crlf([
        'From: a@b.de',
        'Subject: HTML',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Guten <b>Tag</b></p>',
      ]),
    );
    expect(htmlOnly.html).toBe('<p>Guten <b>Tag</b></p>');
    expect(htmlOnly.text).toContain('Guten Tag');
  });

  it('treats odd header names as plain data', async () => {
    const mail = await parseMail(
      crlf([
        'From: a@b.de',
        '__proto__: x',
        'constructor: y',
        'X-Loop: support@firma.de',
        'Subject: s',
        '',
        'b',
      ]),
    );
    expect(mail.headers['__proto__']).toEqual(['x']);
    expect(mail.headers['constructor']).toEqual(['y']);
    expect(mail.headers['x-loop']).toEqual(['support@firma.de']);
    expect(Object.getPrototypeOf({})).not.toHaveProperty('push');
  });

  it('keeps only the file name of an attachment that names a path, and names one without a name', async () => {
    const mail = await parseMail(
      crlf([
        'From: a@b.de',
        'Subject: Anhänge',
        'Content-Type: multipart/mixed; boundary=b',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'siehe Anhang',
        '--b',
        'Content-Type: application/octet-stream',
        'Content-Disposition: attachment; filename="../../etc/passwd"',
        '',
        'root:x:0:0',
        '--b',
        'Content-Type: application/pdf',
        'Content-Disposition: attachment',
        'Content-Transfer-Encoding: base64',
        '',
        pdfBytes.toString('base64'),
        '--b--',
      ]),
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual(['passwd', 'Anhang-2.pdf']);
  });
});

describe('parseMail limits and hostile input', () => {
  const expectRefused = async (source: Buffer, message: RegExp, limits = {}) => {
    const error = await parseMail(source, limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailInError);
    expect((error as MailInError).isPermanent).toBe(true);
    expect((error as MailInError).message).toMatch(message);
  };

  const withAttachments = (count: number, bytes: number) =>
    crlf([
      'From: a@b.de',
      'Subject: Viele Anhänge',
      'Content-Type: multipart/mixed; boundary=b',
      '',
      ...Array.from({ length: count }, (_, i) => [
        '--b',
        'Content-Type: application/octet-stream',
        `Content-Disposition: attachment; filename="teil-${i + 1}.bin"`,
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.alloc(bytes, i).toString('base64'),
      ]).flat(),
      '--b--',
    ]);

  it('refuses a message over the size limit before parsing it', async () => {
    await expectRefused(customerMail, /^Die E-Mail ist zu groß \(2 KB, erlaubt sind 1 KB\)\.$/, {
      maxMessageBytes: 1000,
    });
  });

  it('refuses too many attachments and too large ones, naming the file', async () => {
    await expectRefused(withAttachments(4, 10), /^Die E-Mail hat zu viele Anhänge \(4, erlaubt sind 3\)\.$/, {
      maxAttachments: 3,
    });
    await expectRefused(
      withAttachments(2, 3 * 1024 * 1024),
      /^Der Anhang „teil-1\.bin“ ist zu groß \(3 MB, erlaubt sind 2,5 MB\)\.$/,
      { maxAttachmentBytes: 2.5 * 1024 * 1024 },
    );
    const fine = await parseMail(withAttachments(3, 10), { maxAttachments: 3 });
    expect(fine.attachments).toHaveLength(3);
  });

  it('refuses MIME parts nested thousands deep, and reads a reasonably nested one', async () => {
    const nested = (depth: number) => {
      const lines = ['From: a@b.de', 'Subject: Tief', `Content-Type: multipart/mixed; boundary=b0`, ''];
      for (let i = 0; i < depth; i++)
        lines.push(`--b${i}`, `Content-Type: multipart/mixed; boundary=b${i + 1}`, '');
      lines.push(`--b${depth}`, 'Content-Type: text/plain', '', 'ganz unten', `--b${depth}--`);
      for (let i = depth - 1; i >= 0; i--) lines.push(`--b${i}--`);
      return crlf(lines);
    };
    await expectRefused(nested(5000), /verschachtelte Teile/);
    expect((await parseMail(nested(20))).text).toContain('ganz unten');
  });

  it('refuses a header block over the limit', async () => {
    const huge = crlf(['From: a@b.de', `Subject: ${'A'.repeat(300 * 1024)}`, '', 'Text']);
    await expectRefused(huge, /zu große Kopfzeilen/);
  });

  it('reads garbage without crashing', async () => {
    const mail = await parseMail(Buffer.from('\u0000\u0001 kein Mail-Format \r\n\r\n\u00ff'));
    expect(mail).toMatchObject({ from: null, subject: '', messageId: null, attachments: [] });
  });
});

describe('safeFilename', () => {
  it('shortens long names but keeps the extension', () => {
    const long = safeFilename(`${'x'.repeat(300)}.pdf`, 0, 'application/pdf');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(safeFilename('..\\..\\boot.ini', 0, 'text/plain')).toBe('boot.ini');
    expect(safeFilename(' \u0007. ', 2, 'image/jpeg')).toBe('Anhang-3.jpg');
  });
});
