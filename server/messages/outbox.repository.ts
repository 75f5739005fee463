import type { Insertable, Selectable } from 'kysely';
import type { OutboxMessagesTable } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';
import type { MessageChannel, MessageKind } from './message-kind.ts';

// The outbox_messages table: the sandbox's readable outbox and the delivery queue.

export type OutboxRow = Selectable<OutboxMessagesTable>;

export interface OutboxEntry {
  id: string;
  to: string;
  channel: MessageChannel;
  kind: MessageKind;
  code: string | null;
  link: string | null;
  body: string;
  created: string;
  /** Still waiting for its time: when it is due. */
  scheduled_for: string | null;
}

export async function insertMessage(db: Db, row: Insertable<OutboxMessagesTable>): Promise<void> {
  await db.insertInto('outbox_messages').values(row).execute();
}

/** Messages to one recipient, newest first (the sandbox outbox). */
export async function listOutbox(db: Db, to: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['id', 'to', 'channel', 'kind', 'code', 'link', 'body', 'created', 'status', 'due_at'])
    .where('to', '=', to)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ status, due_at, ...row }) => ({
    ...row,
    channel: row.channel as OutboxEntry['channel'],
    kind: row.kind as OutboxEntry['kind'],
    scheduled_for: status === 'pending' && due_at !== null && due_at > row.created ? due_at : null,
  }));
}

/** The rows a worker claimed (see due-rows.repository.ts). */
export async function claimedMessages(db: Db, token: string): Promise<OutboxRow[]> {
  return db.selectFrom('outbox_messages').selectAll().where('claim_token', '=', token).orderBy('id').execute();
}

/** Whether the message stays readable after delivery (sandbox) or leaves no content behind. */
export type Retention = 'keep' | 'forget';

const FORGOTTEN = { code: null, link: null, body: '', sealed_body: null } as const;

/** Delivered: in production the row goes (nothing at rest); in the sandbox it stays in the outbox. */
export async function markSent(db: Db, id: string, token: string, at: string, retention: Retention): Promise<void> {
  if (retention === 'forget') {
    await db.deleteFrom('outbox_messages').where('id', '=', id).where('claim_token', '=', token).execute();
    return;
  }
  await db
    .updateTable('outbox_messages')
    .set({ status: 'sent', sent_at: at, due_at: null, claimed_until: null, sealed_body: null, last_error: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** A failed attempt that may succeed later: due again at `dueAt`. */
export async function markRetry(db: Db, id: string, token: string, dueAt: string, error: string): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), due_at: dueAt, claimed_until: null, last_error: error }))
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Given up (`failed`) or too late (`expired`): nothing is due any more; production keeps no content. */
export async function markGivenUp(db: Db, id: string, token: string, status: 'failed' | 'expired', error: string | null, retention: Retention): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set((eb) => ({
      status,
      attempts: status === 'failed' ? eb('attempts', '+', 1) : eb.ref('attempts'),
      due_at: null,
      claimed_until: null,
      last_error: error,
      ...(retention === 'forget' ? FORGOTTEN : { sealed_body: null }),
    }))
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Housekeeping: given-up rows older than `before` (their content is already gone in production). */
export async function purgeFinishedMessages(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('outbox_messages')
    .where('due_at', 'is', null)
    .where('status', 'in', ['failed', 'expired'])
    .where('created', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
