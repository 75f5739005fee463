import { openSealed } from '../../../server/crypto/sealed-text.ts';
import { outboxSealKey } from '../../../server/messages/message-delivery.ts';
import type { TestApp } from './test-app.ts';

/**
 * Production keeps queued texts sealed: the newest one to `to`, opened with the server's key (what
 * the delivery worker does before sending), for tests that need the code a phone would receive.
 */
export async function queuedText(t: TestApp, to: string): Promise<string> {
  const row = await t.db.selectFrom('outbox_messages').select(['sealed_body']).where('to', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  if (!row.sealed_body) throw new Error(`no sealed text queued for ${to}`);
  return openSealed(outboxSealKey(t.config), row.sealed_body);
}
