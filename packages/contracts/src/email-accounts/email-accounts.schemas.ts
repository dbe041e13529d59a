import { z } from 'zod';
import { optionalText, requiredText } from '../text-fields.ts';

/** 'tls': implicit TLS (port 465); 'starttls': upgrade after connecting (587); 'none': local relays only. */
export const smtpSecurityModes = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof smtpSecurityModes)[number];
export const smtpSecurityLabels: Record<SmtpSecurity, string> = {
  tls: 'SSL/TLS (meist Port 465)',
  starttls: 'STARTTLS (meist Port 587)',
  none: 'Unverschlüsselt (nur lokale Server)',
};

/** What arrives in an account's inbox decides what Kontor does with it. */
export const emailAccountPurposes = ['general', 'support', 'incoming_invoices'] as const;
export type EmailAccountPurpose = (typeof emailAccountPurposes)[number];
export const emailAccountPurposeLabels: Record<EmailAccountPurpose, string> = {
  general: 'Allgemein',
  support: 'Support',
  incoming_invoices: 'Eingangsrechnungen',
};
export const imapSecurityLabels: Record<SmtpSecurity, string> = {
  tls: 'SSL/TLS (meist Port 993)',
  starttls: 'STARTTLS (meist Port 143)',
  none: 'Unverschlüsselt (nur lokale Server)',
};

const hostName = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(253, { error: 'Der Servername ist zu lang.' })
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, {
      error: 'Bitte nur den Servernamen angeben, z. B. imap.beispiel.de.',
    });

const portNumber = z
  .number({ error: 'Bitte einen Port von 1 bis 65535 angeben.' })
  .int({ error: 'Bitte einen Port von 1 bis 65535 angeben.' })
  .min(1, { error: 'Bitte einen Port von 1 bis 65535 angeben.' })
  .max(65535, { error: 'Bitte einen Port von 1 bis 65535 angeben.' });

const emailAddress = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .pipe(z.email({ error: missing }));

const optionalEmail = (message: string) =>
  z
    .string()
    .trim()
    .pipe(z.email({ error: message }))
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null);

/**
 * An SMTP account as the form sends it. The password is write-only: left out or empty keeps the
 * stored one, so the form never needs to know it.
 */
export const ZEmailAccountFields = z.object({
  name: requiredText(100, 'Der Name', 'Bitte einen Namen für das Konto angeben.'),
  from_name: optionalText(200, 'Der Absendername'),
  from_address: emailAddress('Bitte eine gültige Absenderadresse angeben.'),
  reply_to: optionalEmail('Bitte eine gültige Antwortadresse angeben.'),
  host: z
    .string({ error: 'Bitte den SMTP-Server angeben.' })
    .trim()
    .min(1, { error: 'Bitte den SMTP-Server angeben.' })
    .max(253, { error: 'Der Servername ist zu lang.' })
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, {
      error: 'Bitte nur den Servernamen angeben, z. B. smtp.beispiel.de.',
    }),
  port: z
    .number({ error: 'Bitte einen Port von 1 bis 65535 angeben.' })
    .int({ error: 'Bitte einen Port von 1 bis 65535 angeben.' })
    .min(1, { error: 'Bitte einen Port von 1 bis 65535 angeben.' })
    .max(65535, { error: 'Bitte einen Port von 1 bis 65535 angeben.' }),
  security: z.enum(smtpSecurityModes, { error: 'Bitte die Verschlüsselung wählen.' }),
  username: optionalText(254, 'Der Benutzername'),
  password: z.string().max(500, { error: 'Das Passwort ist zu lang.' }).optional(),
  bcc: optionalEmail('Bitte eine gültige BCC-Adresse angeben.'),
  is_default: z.boolean().default(false),
  purpose: z.enum(emailAccountPurposes, { error: 'Bitte den Zweck des Kontos wählen.' }).default('general'),
  /** Receiving: no IMAP server = the account only sends. */
  imap_host: hostName('Bitte den IMAP-Server angeben.')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  imap_port: portNumber
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  imap_security: z
    .enum(smtpSecurityModes, { error: 'Bitte die Verschlüsselung für IMAP wählen.' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  imap_username: optionalText(254, 'Der IMAP-Benutzername'),
  imap_password: z.string().max(500, { error: 'Das Passwort ist zu lang.' }).optional(),
  imap_folder: z
    .string()
    .trim()
    .max(200, { error: 'Der Ordnername darf höchstens 200 Zeichen lang sein.' })
    .refine((v) => !/[\r\n\0*%]/.test(v), { error: 'Bitte einen gültigen Ordnernamen angeben.' })
    .optional()
    .transform((v) => v || 'INBOX'),
});
export const ZEmailAccountInput = ZEmailAccountFields.superRefine(checkImapFields);
export const ZEmailAccountUpdate = ZEmailAccountFields.extend({
  version: z.number({ error: 'Die Version fehlt.' }).int(),
}).superRefine(checkImapFields);
export type EmailAccountInput = z.input<typeof ZEmailAccountInput>;

interface ImapFields {
  purpose: EmailAccountPurpose;
  imap_host: string | null;
  imap_port: number | null;
  imap_security: SmtpSecurity | null;
  imap_username: string | null;
}

/** Support and incoming invoices read the inbox: they need a complete IMAP login. */
function checkImapFields(value: ImapFields, ctx: z.RefinementCtx) {
  const receives = value.purpose !== 'general';
  if (!value.imap_host) {
    if (receives)
      ctx.addIssue({
        code: 'custom',
        path: ['imap_host'],
        message: 'Für diesen Zweck wird ein IMAP-Server zum Abrufen gebraucht.',
      });
    return;
  }
  if (value.imap_port === null)
    ctx.addIssue({
      code: 'custom',
      path: ['imap_port'],
      message: 'Bitte einen Port von 1 bis 65535 angeben.',
    });
  if (value.imap_security === null)
    ctx.addIssue({
      code: 'custom',
      path: ['imap_security'],
      message: 'Bitte die Verschlüsselung für IMAP wählen.',
    });
  if (!value.imap_username)
    ctx.addIssue({
      code: 'custom',
      path: ['imap_username'],
      message: 'Bitte den Benutzernamen für IMAP angeben.',
    });
}

export const ZEmailAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  from_name: z.string().nullable(),
  from_address: z.string(),
  reply_to: z.string().nullable(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(smtpSecurityModes),
  username: z.string().nullable(),
  /** The password itself never leaves the server. */
  has_password: z.boolean(),
  bcc: z.string().nullable(),
  is_default: z.boolean(),
  purpose: z.enum(emailAccountPurposes),
  imap_host: z.string().nullable(),
  imap_port: z.number().int().nullable(),
  imap_security: z.enum(smtpSecurityModes).nullable(),
  imap_username: z.string().nullable(),
  has_imap_password: z.boolean(),
  imap_folder: z.string(),
  /** When the inbox was last read, and the German reason if that failed. */
  imap_last_fetch_at: z.string().nullable(),
  imap_last_error: z.string().nullable(),
  last_tested_at: z.string().nullable(),
  /** 'ok' or the German reason of the last failed test. */
  last_test_result: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailAccount = z.infer<typeof ZEmailAccount>;

export const ZEmailAccountTestResult = z.object({
  ok: z.boolean(),
  /** German: "Verbindung und Anmeldung erfolgreich." or "Der Server antwortete: …". */
  message: z.string(),
  tested_at: z.string(),
});
export type EmailAccountTestResult = z.infer<typeof ZEmailAccountTestResult>;

/** What a sender may choose from (also for users who may not see the account settings). */
export const ZEmailAccountOption = ZEmailAccount.pick({
  id: true,
  name: true,
  from_name: true,
  from_address: true,
  is_default: true,
});
export type EmailAccountOption = z.infer<typeof ZEmailAccountOption>;
