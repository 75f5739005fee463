import type { AppConfig } from '../config.ts';
import { derivedKey, seal } from '../crypto/sealed-text.ts';
import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import { sortableId } from '../db/ids.ts';
import type { MessageChannel, MessageKind } from './message-kind.ts';
import { insertMessage, type Retention } from './outbox.repository.ts';

// How codes and links reach people: services hand a message to MessageDelivery, which puts it in the
// outbox, the delivery queue (delivery-worker.ts sends it through Twilio or SMTP). In the sandbox the
// outbox stays readable: the outbox route, the sandbox panel and the tests read it. In production the
// text waits sealed (encrypted) and the row is gone once sent: no usable code or link at rest.

export interface OutgoingMessage {
  to: string;
  channel: MessageChannel;
  kind: MessageKind;
  code: string | null;
  link: string | null;
  body: string;
  /** How long the message is worth sending (its code or link expires), from when it is due. */
  ttlMs: number;
  /** Not before this time (a scheduled email); now when left out. */
  sendAt?: Date;
}

export interface MessageDelivery {
  send(message: OutgoingMessage): Promise<void>;
}

export const retentionOf = (config: AppConfig): Retention => (config.mode === 'sandbox' ? 'keep' : 'forget');

/** The key that seals queued texts in production (derived: the SSN key never leaves its purpose). */
export const outboxSealKey = (config: AppConfig): Buffer => derivedKey(config.tokenSecret, 'outbox');

export function outboxQueue(db: Db, config: AppConfig): MessageDelivery {
  return {
    async send({ ttlMs, sendAt, ...message }) {
      const created = config.now();
      const due = sendAt && sendAt > created ? sendAt : created;
      const readable = retentionOf(config) === 'keep';
      await insertMessage(db, {
        id: sortableId(created),
        to: message.to,
        channel: message.channel,
        kind: message.kind,
        code: readable ? message.code : null,
        link: readable ? message.link : null,
        body: readable ? message.body : '',
        sealed_body: readable ? null : seal(outboxSealKey(config), message.body),
        created: iso(created),
        status: 'pending',
        attempts: 0,
        due_at: iso(due),
        expires_at: iso(new Date(due.getTime() + ttlMs)),
      });
    },
  };
}
