import { MIN_PET_AGE_WEEKS } from '../../services/contract/constants.ts';
import { petAgeInWeeks, type AnimalPayload } from '../../services/contract/animal.schema.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import type { AppConfig } from '../config.ts';
import { fromJson } from '../db/database.ts';
import type { MessageDelivery } from '../messages/message-delivery.ts';
import type { OriginationRow } from './origination.repository.ts';

// pet_too_young: "We can't insure pets until they are 7 weeks old." and an email is sent when old
// enough (second document, section 4). The email goes through the outbox, due the day the pet turns
// 7 weeks: the age option is a lower bound in weeks, counted from when the applicant gave it.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Worth sending for a month after it is due (a queue that was down does not mail stale news). */
const OLD_ENOUGH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** When a pet of this age option, given at `givenAt`, is old enough; null when it already is. */
export function oldEnoughAt(ageOption: string, givenAt: Date): Date | null {
  const weeks = petAgeInWeeks(ageOption);
  if (!Number.isFinite(weeks) || weeks >= MIN_PET_AGE_WEEKS) return null;
  return new Date(givenAt.getTime() + (MIN_PET_AGE_WEEKS - weeks) * WEEK_MS);
}

/**
 * Schedules the email once the applicant's address is known (their personal details). `row` is the
 * origination as it was before the details: its last modification is when the pet was described.
 */
export async function scheduleOldEnoughEmail(config: AppConfig, delivery: MessageDelivery, row: OriginationRow, email: string): Promise<void> {
  if (row.pet_decline_reason !== 'pet_too_young') return;
  const animal = fromJson<AnimalPayload>(row.animal);
  const sendAt = animal ? oldEnoughAt(animal.pet_age, new Date(row.modified)) : null;
  if (!animal || !sendAt) return;
  const link = `${config.publicUrl}/`;
  await delivery.send({
    to: email.trim().toLowerCase(),
    channel: 'email',
    kind: 'pet_old_enough',
    code: null,
    link,
    body: `Good news: ${animal.pet_name} is now ${MIN_PET_AGE_WEEKS} weeks old and can be covered by the pet insurance of the ${PRODUCT_NAME} card. Apply for ${animal.pet_name}'s coverage: ${link}`,
    ttlMs: OLD_ENOUGH_TTL_MS,
    sendAt,
  });
}
