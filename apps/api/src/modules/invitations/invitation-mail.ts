import type { AppDeps } from '../../app-deps.ts';
import type { MailMessage } from '../../core/mail/mailer.ts';

export interface InvitationMailInput {
  to: string;
  personName: string;
  tenantName: string;
  roleName: string;
  inviterName: string;
  token: string;
  expiresAt: Date;
  /** The account was created for this invitation: the initial password comes from the inviter. */
  newAccount: boolean;
}

export const invitationMailSubject = (tenantName: string) => `Kontor: Einladung zu „${tenantName}“`;

/** The mail with the single-use link; a new account also learns how it signs in the first time. */
export function invitationMail(deps: Pick<AppDeps, 'config'>, input: InvitationMailInput): MailMessage {
  const link = `${deps.config.publicUrl}/login?einladung=${input.token}`;
  const until = input.expiresAt.toLocaleDateString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return {
    to: input.to,
    subject: invitationMailSubject(input.tenantName),
    text: [
      `Guten Tag ${input.personName},`,
      '',
      `${input.inviterName} lädt Sie ein, in Kontor bei „${input.tenantName}“ mitzuarbeiten (Rolle: ${input.roleName}).`,
      '',
      'Über diesen Link nehmen Sie die Einladung an oder lehnen sie ab:',
      '',
      link,
      '',
      `Der Link gilt bis zum ${until} und nur einmal. Sie finden die Einladung auch nach Ihrer nächsten Anmeldung in Kontor.`,
      ...(input.newAccount
        ? [
            '',
            `Für Ihre E-Mail-Adresse wurde ein Kontor-Konto angelegt. Das Startpasswort erhalten Sie von ${input.inviterName}; wenn Sie sich damit zum ersten Mal anmelden, ist die Einladung angenommen und Sie legen ein eigenes Passwort fest.`,
          ]
        : []),
      '',
      'Falls Sie damit nichts anfangen können, ignorieren Sie diese E-Mail einfach.',
      '',
      'Ihr Kontor',
    ].join('\n'),
  };
}

/** Sends after the transaction committed; a failure is logged (the admin can revoke and invite again). */
export function sendInvitationMail(deps: Pick<AppDeps, 'mailer' | 'log'>, mail: MailMessage) {
  deps.mailer
    .send(mail)
    .catch((err: unknown) => deps.log.error({ err }, 'invitation mail could not be sent'));
}
