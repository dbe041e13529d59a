/**
 * Incoming HTML, already sanitised on the server, in a frame that may run nothing and load
 * nothing: `sandbox` without any allowance (no scripts, no forms, own origin), and a CSP inside
 * that allows only inline styles and data: images — remote content never loads.
 */
export function MailHtmlFrame({ html, title }: { html: string; title: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><style>body{font-family:sans-serif;font-size:14px;margin:8px;word-wrap:break-word}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={doc}
      referrerPolicy="no-referrer"
      style={{ width: '100%', minHeight: 200, border: 0, background: 'white' }}
    />
  );
}
