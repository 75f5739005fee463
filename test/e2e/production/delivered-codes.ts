import { budget } from '../../browser/time-budget.ts';
import type { FakeSmtp, FakeTwilio } from '../../server/helpers/fake-providers.ts';
import type { CodeReader } from '../outbox.ts';

// The codes an applicant receives in production mode, read where they arrive: the texts that the
// local stand-in of Twilio's Messages API was asked to send, and the emails the local SMTP server
// took. The server's delivery worker sends them a moment after the call that queued them, so the
// newest one is waited for. Nothing here reads the server's database or a sandbox route.

/** The code in a text or an email ('Your Zoomies verification code is 1234', '… sign-in code is 123456.'). */
const CODE = /code is (\d{4,6})\b/;

/** What each message to a recipient said, oldest first. */
function messagesTo(recipient: string, twilio: FakeTwilio, smtp: FakeSmtp): string[] {
  if (recipient.includes('@')) return smtp.received.filter((mail) => mail.to.includes(recipient)).map((mail) => mail.data);
  return twilio.received.filter((text) => text.form.To === recipient).map((text) => text.form.Body ?? '');
}

export function deliveredCodes(twilio: FakeTwilio, smtp: FakeSmtp): CodeReader {
  return async (recipient, kind) => {
    const deadline = Date.now() + budget(15_000);
    while (Date.now() < deadline) {
      const code = messagesTo(recipient, twilio, smtp)
        .map((message) => CODE.exec(message)?.[1])
        .filter((found) => found !== undefined)
        .at(-1);
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No ${kind} was delivered to ${recipient} (texts: ${twilio.received.length}, emails: ${smtp.received.length})`);
  };
}
