import { createTransport } from 'nodemailer';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import type { SmtpSettings, TwilioSettings } from './delivery-config.ts';
import type { MessageChannel, MessageKind } from './message-kind.ts';

// The real senders: SMS through Twilio's REST API, email through SMTP (nodemailer). A failure says
// whether trying again may help (the provider was busy or unreachable) or not (a refused number).

interface Sendable {
  to: string;
  body: string;
  kind: MessageKind;
}

interface MessageSender {
  send(message: Sendable): Promise<void>;
}

export type Senders = Partial<Record<MessageChannel, MessageSender>>;

export class DeliveryError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'DeliveryError';
    this.retryable = retryable;
  }
}

const SEND_TIMEOUT_MS = 10_000;

function twilioSmsSender(settings: TwilioSettings): MessageSender {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
      else if (settings.from) form.set('From', settings.from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(`twilio unreachable (${(error as Error).name})`, true);
      }
      if (response.ok) return;
      // Twilio's error body: { code, message, status }. The code is kept; the message may quote the number.
      const code = ((await response.json().catch(() => ({}))) as { code?: number }).code;
      throw new DeliveryError(`twilio ${response.status}${code ? ` error ${code}` : ''}`, response.status === 429 || response.status >= 500);
    },
  };
}

const SUBJECTS: Record<MessageKind, string> = {
  login_code: `Your ${PRODUCT_NAME} sign-in code`,
  link: `Continue your ${PRODUCT_NAME} application`,
  otp: `Your ${PRODUCT_NAME} code`,
  partner_code: `Your ${PRODUCT_NAME} code`,
  pet_old_enough: `Your pet can now get ${PRODUCT_NAME} pet insurance`,
};

function smtpEmailSender(settings: SmtpSettings): MessageSender {
  const transport = createTransport(settings.url);
  return {
    async send({ to, body, kind }) {
      try {
        await transport.sendMail({ from: settings.from, to, subject: SUBJECTS[kind], text: body });
      } catch (error) {
        const { responseCode, permanent } = error as { responseCode?: number; permanent?: boolean };
        // SMTP 5xx is final (an unknown mailbox); 4xx and connection trouble may pass later.
        throw new DeliveryError(`smtp ${responseCode ?? (error as { code?: string }).code ?? 'error'}`, !(permanent ?? (responseCode !== undefined && responseCode >= 500)));
      }
    },
  };
}

export function sendersFor(settings: { twilio: TwilioSettings | null; smtp: SmtpSettings | null }): Senders {
  return {
    ...(settings.twilio ? { sms: twilioSmsSender(settings.twilio) } : {}),
    ...(settings.smtp ? { email: smtpEmailSender(settings.smtp) } : {}),
  };
}
