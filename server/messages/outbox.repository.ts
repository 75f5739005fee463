import type { Db } from '../db/database.ts';

export interface OutboxEntry {
  id: string;
  to: string;
  channel: 'sms' | 'email';
  kind: 'partner_code' | 'otp' | 'login_code' | 'link';
  code: string | null;
  link: string | null;
  body: string;
  created: string;
}

/** Messages to one recipient, newest first. */
export async function listOutbox(db: Db, to: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('outbox_messages').selectAll().where('to', '=', to).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, channel: row.channel as OutboxEntry['channel'], kind: row.kind as OutboxEntry['kind'] }));
}
