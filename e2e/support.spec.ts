import { randomUUID } from 'node:crypto';
import {
  PEER_PASSWORD,
  PEER_USER,
  startAuthSmtpPeer,
  type AuthSmtpPeer,
} from '../apps/api/src/test/smtp-auth-peer.ts';
import { blockingViolations } from './support/axe.ts';
import { createCompanyCustomer, danaApi } from './support/documents.ts';
import { expect, test, type Page } from './support/test.ts';
import { signInAsDana } from './support/ui.ts';

// Issue #17: Dana answers a support ticket by e-mail (a real SMTP server started here), books
// 30 minutes billable on it and leaves an internal note; the same screens on a phone.

let peer: AuthSmtpPeer;
test.beforeAll(async () => {
  peer = await startAuthSmtpPeer();
});
test.afterAll(() => peer?.close());

/** An RFC 2047 header (UTF-8, Q or B encoded words) as text. */
const decodeMimeWords = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Dana beantwortet ein Ticket, bucht 30 Minuten abrechenbar und notiert intern (1280 und 375 px)', async ({
  page,
  request,
}) => {
  test.slow();
  const id = randomUUID().slice(0, 8);
  const subject = `Heizung fällt aus ${id}`;
  const account = await danaApi<{ id: number }>(request, 'post', '/api/email-accounts', {
    name: `Support ${id}`,
    from_name: 'Muster Handwerk Support',
    from_address: 'support@muster-handwerk.de',
    host: peer.host,
    port: peer.port,
    security: 'none',
    username: PEER_USER,
    password: PEER_PASSWORD,
  });
  const customer = await createCompanyCustomer(request, `Wärme ${id} GmbH`);
  const ticket = await danaApi<{ id: number; number: string }>(request, 'post', '/api/support/tickets', {
    subject,
    body: 'Kunde ruft an: seit heute Morgen kalt.',
    customer_id: customer.id,
    requester_address: `kunde-${id}@example.org`,
    email_account_id: account.id,
    priority: 'high',
  });

  try {
    await signInAsDana(page);
    await page.goto(`/support?q=${encodeURIComponent(id)}`);
    await page.getByRole('link', { name: `${ticket.number} ${subject}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

    // The answer goes out by SMTP with the ticket number in the subject.
    await page.getByLabel('Antwort an den Kunden').fill('Unser Techniker kommt heute um 14 Uhr.');
    await page.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(page.getByText('Die Antwort wurde versendet.')).toBeVisible();
    await expect(page.getByRole('article', { name: `Antwort an kunde-${id}@example.org` })).toBeVisible();
    const mail = peer.messages.find((m) => m.recipients.includes(`kunde-${id}@example.org`));
    expect(decodeMimeWords(mail?.headers.get('subject') ?? '')).toBe(`AW: ${subject} [#${ticket.number}]`);

    // An internal note looks different from mail: its own colour, dashed, "Nur intern".
    await page.getByText('Notiz', { exact: true }).click();
    await page.getByLabel('Interne Notiz (sieht der Kunde nicht)').fill('Ersatzteil bestellt.');
    await page.getByRole('button', { name: 'Notiz speichern' }).click();
    const notes = page.locator('article[data-kind="note"]');
    await expect(notes.filter({ hasText: 'Ersatzteil bestellt.' })).toContainText('Nur intern');
    await expect(page.locator('article[data-kind="outgoing"]')).not.toContainText('Nur intern');

    // 30 minutes billable, booked on the ticket, are a time entry on /times.
    const time = page.getByRole('region', { name: 'Zeitaufwand' });
    await time.getByLabel('Dauer in Minuten').fill('30');
    await expect(time.getByLabel('Abrechenbar')).toBeChecked();
    await time.getByRole('button', { name: 'Zeit buchen' }).click();
    await expect(page.getByText('30 Minuten wurden gebucht.')).toBeVisible();
    await expect(time).toContainText('0:30 h gebucht, davon 0:30 h abrechenbar');
    expect(await blockingViolations(page)).toEqual([]);

    await time.getByRole('link', { name: 'In der Zeiterfassung ansehen' }).click();
    const row = page.getByRole('row').filter({ hasText: `Ticket ${ticket.number}: ${subject}` });
    await expect(row).toContainText(`Wärme ${id} GmbH`);
    await expect(row).toContainText('0:30');
    await expect(row).not.toContainText('–€');

    // Reaction times per priority are a settings screen with German validation.
    await page.goto('/settings/support');
    const high = page.getByLabel('Priorität „Hoch“: fällig nach Stunden');
    const before = await high.inputValue();
    await high.fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte eine Stundenzahl von 1 bis 8760 angeben.')).toBeVisible();
    await high.fill(before.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Reaktionszeiten wurden gespeichert.')).toBeVisible();

    // The phone: the list and the ticket fit 375 px.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/support?q=${encodeURIComponent(id)}`);
    await expect(page.getByRole('link', { name: `${ticket.number} ${subject}` })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: `${ticket.number} ${subject}` }).click();
    await expect(page.getByRole('region', { name: 'Zeitaufwand' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await blockingViolations(page)).toEqual([]);
  } finally {
    await danaApi(request, 'delete', `/api/email-accounts/${account.id}`);
  }
});
