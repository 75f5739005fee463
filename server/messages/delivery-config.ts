// Which real senders deliver the outbox, from the environment. Without them the sandbox keeps its
// readable outbox (nothing leaves the machine); production needs both.

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164), or null when a messaging service sends. */
  from: string | null;
  messagingServiceSid: string | null;
  /** Twilio's API (tests point it at a local stand-in). */
  apiUrl: string;
}

export interface SmtpSettings {
  /** smtp://user:password@host:587 or smtps://…:465 */
  url: string;
  from: string;
}

export interface DeliverySettings {
  twilio: TwilioSettings | null;
  smtp: SmtpSettings | null;
  /** How often an instance looks for due messages and other due work; 0: never (tests run it by hand). */
  pollMs: number;
}

type Env = Record<string, string | undefined>;

export function deliverySettingsFrom(env: Env): DeliverySettings {
  const sid = env.TWILIO_ACCOUNT_SID;
  const token = env.TWILIO_AUTH_TOKEN;
  if ((sid || token) && !(sid && token && (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID))) {
    throw new Error('Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)');
  }
  if (env.SMTP_URL && !env.SMTP_FROM) throw new Error('SMTP_URL needs SMTP_FROM, the sender address of emails');
  const poll = env.DELIVERY_POLL_MS === undefined || env.DELIVERY_POLL_MS === '' ? 1000 : Number(env.DELIVERY_POLL_MS);
  if (!Number.isInteger(poll) || poll < 0) throw new Error('DELIVERY_POLL_MS must be a non-negative integer');
  return {
    twilio:
      sid && token
        ? {
            accountSid: sid,
            authToken: token,
            from: env.TWILIO_FROM || null,
            messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID || null,
            apiUrl: (env.TWILIO_API_URL || 'https://api.twilio.com').replace(/\/+$/, ''),
          }
        : null,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM as string } : null,
    pollMs: poll,
  };
}
