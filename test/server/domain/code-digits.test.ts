import { randomBytes } from 'node:crypto';
import type * as NodeCrypto from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../server/config.ts';
import { issueCode } from '../../../server/messages/one-time-code.service.ts';
import type { OutgoingMessage } from '../../../server/messages/message-delivery.ts';
import { createTestDatabase, describeServer, type TestDatabase } from '../helpers/test-database.ts';
import { createClock } from '../helpers/test-clock.ts';

// A code drawn as a small number keeps its leading zeros: 42 is sent as 0042 or 000042, never as a
// 2-digit code. The draw is fixed here; limits-and-codes.test.ts has the rest of the codes' rules.
vi.mock('node:crypto', async (original) => ({ ...(await original<typeof NodeCrypto>()), randomInt: () => 42 }));

describeServer('the digits of a code', () => {
  let database: TestDatabase;
  const sent: OutgoingMessage[] = [];
  const clock = createClock();
  const config = { now: clock.now, tokenSecret: randomBytes(32) } as AppConfig;
  const issue = (length: 4 | 6, recipient: string) =>
    issueCode(database.db, config, { send: async (m) => void sent.push(m) }, {
      purpose: 'otp',
      recipient,
      subject: recipient,
      length,
      channel: 'sms',
      kind: 'otp',
      body: (code) => code,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('are as many as asked for, leading zeros kept', async () => {
    await issue(4, '+15125550101');
    await issue(6, '+15125550102');
    expect(sent.map((m) => m.code)).toEqual(['0042', '000042']);
  });
});
