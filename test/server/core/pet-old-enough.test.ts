import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliverDueMessages } from '../../../server/messages/delivery-worker.ts';
import { sendersFor } from '../../../server/messages/message-senders.ts';
import { oldEnoughAt } from '../../../server/origination/pet-old-enough.ts';
import { ANIMAL, complete, freshPhone, givePet, outbox, start, verifyPhone } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// pet_too_young: "We can't insure pets until they are 7 weeks old." and an email is sent when old
// enough. The email waits in the outbox (visible in the sandbox, with its date) until the pet turns
// 7 weeks, then goes out once.

const WEEK = 7 * 24 * 3600_000;

describeServer('the "your pet is old enough" email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const deliver = () => deliverDueMessages(t.db, t.config, sendersFor(t.config.delivery));

  async function applicantWithPet(age: string, email: string): Promise<void> {
    const { applicant } = await start(t, freshPhone());
    await verifyPhone(t, applicant);
    const pet = await givePet(t, applicant, { ...ANIMAL, pet_age: age });
    expect(pet.statusCode).toBe(200);
    // The personal details come a few minutes after the pet.
    t.clock.advance(5 * 60_000);
    expect((await complete(t, applicant, { email })).statusCode).toBe(200);
  }

  it('a 2-week-old pet: the email is scheduled 5 weeks after the pet was described, and sent then, once', async () => {
    const email = 'young.pet@example.com';
    const describedAt = t.clock.now();
    await applicantWithPet('2_week_old', email);
    const [scheduled, ...others] = await outbox(t, email);
    expect(others).toEqual([]);
    expect(scheduled).toMatchObject({ channel: 'email', kind: 'pet_old_enough', link: 'http://zoomies.test/', code: null });
    expect(scheduled!.body).toContain('Biscuit is now 7 weeks old');
    expect(scheduled!.scheduled_for).toBe(new Date(describedAt.getTime() + 5 * WEEK).toISOString());

    // Not before its day.
    t.clock.set(new Date(describedAt.getTime() + 5 * WEEK - 60_000));
    expect(await deliver()).toMatchObject({ sent: 0 });
    t.clock.set(new Date(describedAt.getTime() + 5 * WEEK));
    const [first, second] = await Promise.all([deliver(), deliver()]);
    expect(first!.sent + second!.sent).toBe(1);
    const [sent] = await outbox(t, email);
    expect(sent!.scheduled_for).toBeNull();
    const row = await t.db.selectFrom('outbox_messages').select(['status', 'sent_at']).where('to', '=', email).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('no email for a pet old enough, nor for one declined for its health', async () => {
    await applicantWithPet('2_month_old', 'old.enough@example.com');
    expect(await outbox(t, 'old.enough@example.com')).toEqual([]);
    const { applicant } = await start(t, freshPhone());
    await verifyPhone(t, applicant);
    await givePet(t, applicant, { ...ANIMAL, existing_health_conditions: 'true' });
    await complete(t, applicant, { email: 'unwell.pet@example.com' });
    expect(await outbox(t, 'unwell.pet@example.com')).toEqual([]);
  });

  it('every too-young age is old enough at 7 weeks', () => {
    const given = new Date('2026-03-02T15:00:00.000Z');
    expect(oldEnoughAt('1_week_old', given)?.toISOString()).toBe(new Date(given.getTime() + 6 * WEEK).toISOString());
    expect(oldEnoughAt('6_week_old', given)?.toISOString()).toBe(new Date(given.getTime() + WEEK).toISOString());
    expect(oldEnoughAt('7_week_old', given)).toBeNull();
    expect(oldEnoughAt('2_month_old', given)).toBeNull();
  });
});
