import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import { sortableId } from '../db/ids.ts';

// How codes and links reach people. The outbox (a table) is the delivery of the sandbox: the outbox
// route, the sandbox panel and the tests read it. A real SMS/email provider implements the same
// interface.

export type MessageKind = 'partner_code' | 'otp' | 'login_code' | 'link';
export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  to: string;
  channel: MessageChannel;
  kind: MessageKind;
  code: string | null;
  link: string | null;
  body: string;
}

export interface MessageDelivery {
  send(message: OutgoingMessage): Promise<void>;
}

export function outboxDelivery(db: Db, now: () => Date): MessageDelivery {
  return {
    async send(message) {
      const created = now();
      await db
        .insertInto('outbox_messages')
        .values({ id: sortableId(created), ...message, created: iso(created) })
        .execute();
    },
  };
}
