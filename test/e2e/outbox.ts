import { budget } from '../browser/time-budget.ts';

// The sandbox outbox (SANDBOX.md), read as the applicant reads their texts and emails: the newest
// message of a kind for a recipient, waited for (the server writes it while it answers the call
// that sends it, and a busy machine answers late).

export interface OutboxMessage {
  kind: string;
  code: string | null;
  link: string | null;
}

/** The newest message to `recipient` (E.164 phone or email) that `wanted` accepts. */
export async function newestMessage(baseUrl: string, recipient: string, wanted: (message: OutboxMessage) => boolean, what: string): Promise<OutboxMessage> {
  const deadline = Date.now() + budget(10_000);
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/sandbox/outbox?to=${encodeURIComponent(recipient)}`);
    if (!response.ok) throw new Error(`The outbox answered ${response.status} for ${recipient}`);
    const body = (await response.json()) as { results: OutboxMessage[] };
    const found = body.results.find(wanted);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${what} in the outbox for ${recipient}`);
}

/** The newest code (of `kind`, when given) sent to `recipient`. */
export async function newestCode(baseUrl: string, recipient: string, kind?: string): Promise<string> {
  const message = await newestMessage(baseUrl, recipient, (m) => m.code !== null && (!kind || m.kind === kind), kind ?? 'code');
  return message.code as string;
}

/**
 * Where a walk reads the codes the applicant receives: the sandbox outbox here, or what the local
 * Twilio and SMTP stand-ins received in production mode (test/e2e/production/delivered-codes.ts).
 */
export type CodeReader = (recipient: string, kind: 'partner_code' | 'login_code') => Promise<string>;

/** The sandbox outbox of the server at `baseUrl`, as a code reader. */
export const outboxCodes =
  (baseUrl: string): CodeReader =>
  (recipient, kind) =>
    newestCode(baseUrl, recipient, kind);
