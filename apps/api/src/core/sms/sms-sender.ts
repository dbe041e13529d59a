import type { Logger } from 'pino';

/** Sends a text message (phone MFA codes). Real gateways implement this interface. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
  readonly delivers: boolean;
}

/** The built-in sender: no SMS gateway is configured, so the code goes to the log, and the log says so. */
export function createLogSmsSender(log: Logger): SmsSender {
  return {
    delivers: false,
    async send(phone, text) {
      log.warn(
        { phone, text },
        'no SMS gateway configured: text message written to the log instead of being sent',
      );
    },
  };
}
