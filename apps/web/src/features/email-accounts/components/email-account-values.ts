import {
  IMAP_PASSWORD_AGAIN_MESSAGE,
  needsImapPasswordAgain,
  needsPasswordAgain,
  PASSWORD_AGAIN_MESSAGE,
  ZEmailAccountInput,
  type EmailAccount,
  type EmailAccountInput,
  type EmailAccountPurpose,
  type SmtpSecurity,
} from '@kontor/contracts';

export interface EmailAccountFormValues {
  name: string;
  from_name: string;
  from_address: string;
  reply_to: string;
  host: string;
  port: string;
  security: SmtpSecurity;
  username: string;
  /** Empty keeps the stored password (the form never sees it). */
  password: string;
  bcc: string;
  is_default: boolean;
  purpose: EmailAccountPurpose;
  imap_host: string;
  imap_port: string;
  imap_security: SmtpSecurity;
  imap_username: string;
  /** Empty keeps the stored IMAP password. */
  imap_password: string;
  imap_folder: string;
}
export type EmailAccountField = keyof EmailAccountFormValues;
export type EmailAccountErrors = Partial<Record<EmailAccountField, string>>;

/** The usual port of each encryption, offered when the port was still the other's usual one. */
export const DEFAULT_PORTS: Record<SmtpSecurity, number> = { tls: 465, starttls: 587, none: 25 };
export const DEFAULT_IMAP_PORTS: Record<SmtpSecurity, number> = { tls: 993, starttls: 143, none: 143 };

export const emptyAccountValues = (): EmailAccountFormValues => ({
  name: '',
  from_name: '',
  from_address: '',
  reply_to: '',
  host: '',
  port: String(DEFAULT_PORTS.starttls),
  security: 'starttls',
  username: '',
  password: '',
  bcc: '',
  is_default: false,
  purpose: 'general',
  imap_host: '',
  imap_port: String(DEFAULT_IMAP_PORTS.tls),
  imap_security: 'tls',
  imap_username: '',
  imap_password: '',
  imap_folder: 'INBOX',
});

export const toAccountValues = (account: EmailAccount): EmailAccountFormValues => ({
  name: account.name,
  from_name: account.from_name ?? '',
  from_address: account.from_address,
  reply_to: account.reply_to ?? '',
  host: account.host,
  port: String(account.port),
  security: account.security,
  username: account.username ?? '',
  password: '',
  bcc: account.bcc ?? '',
  is_default: account.is_default,
  purpose: account.purpose,
  imap_host: account.imap_host ?? '',
  imap_port: String(account.imap_port ?? DEFAULT_IMAP_PORTS.tls),
  imap_security: account.imap_security ?? 'tls',
  imap_username: account.imap_username ?? '',
  imap_password: '',
  imap_folder: account.imap_folder,
});

export const toAccountInput = (values: EmailAccountFormValues): EmailAccountInput => ({
  name: values.name.trim(),
  from_name: values.from_name.trim(),
  from_address: values.from_address.trim(),
  reply_to: values.reply_to.trim(),
  host: values.host.trim(),
  port: /^\d+$/.test(values.port.trim()) ? Number(values.port.trim()) : Number.NaN,
  security: values.security,
  username: values.username.trim(),
  ...(values.password ? { password: values.password } : {}),
  bcc: values.bcc.trim(),
  is_default: values.is_default,
  purpose: values.purpose,
  ...imapInput(values),
});

const imapInput = (values: EmailAccountFormValues) => {
  const host = values.imap_host.trim();
  if (!host) return { imap_host: null, imap_port: null, imap_security: null, imap_username: null };
  const port = values.imap_port.trim();
  return {
    imap_host: host,
    imap_port: /^\d+$/.test(port) ? Number(port) : Number.NaN,
    imap_security: values.imap_security,
    imap_username: values.imap_username.trim(),
    ...(values.imap_password ? { imap_password: values.imap_password } : {}),
    imap_folder: values.imap_folder.trim(),
  };
};

/** Server, port, encryption or user name changed: the stored password is not kept for them. */
export const isPasswordNeededAgain = (values: EmailAccountFormValues, stored: EmailAccount | undefined) =>
  stored !== undefined && needsPasswordAgain(stored, toAccountInput(values));

export const isImapPasswordNeededAgain = (values: EmailAccountFormValues, stored: EmailAccount | undefined) =>
  stored !== undefined && needsImapPasswordAgain(stored, toAccountInput(values));

/** The server's own rules, so a typo shows at once and in the same words. */
export function validateAccount(values: EmailAccountFormValues, stored?: EmailAccount): EmailAccountErrors {
  const result = ZEmailAccountInput.safeParse(toAccountInput(values));
  const errors: EmailAccountErrors = {};
  if (isPasswordNeededAgain(values, stored)) errors.password = PASSWORD_AGAIN_MESSAGE;
  if (isImapPasswordNeededAgain(values, stored)) errors.imap_password = IMAP_PASSWORD_AGAIN_MESSAGE;
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EmailAccountField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const isSameAccount = (a: EmailAccountFormValues, b: EmailAccountFormValues) =>
  JSON.stringify(toAccountInput(a)) === JSON.stringify(toAccountInput(b));
