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
export const ZEmailAccountInput = z.object({
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
});
export type EmailAccountInput = z.input<typeof ZEmailAccountInput>;

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
