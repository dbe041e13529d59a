import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** True when mail really leaves the machine; false when it only goes to the log. */
  readonly delivers: boolean;
}

/** SMTP when SMTP_URL is configured; otherwise the message is written to the log, and says so. */
export function createMailer(smtpUrl: string | undefined, from: string, log: Logger): Mailer {
  if (!smtpUrl) {
    return {
      delivers: false,
      async send(message) {
        log.warn({ mail: message }, 'SMTP_URL is not set: e-mail written to the log instead of being sent');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
