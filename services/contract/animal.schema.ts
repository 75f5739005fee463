import { z } from 'zod';
import { OriginationAddress, ClientId, Id } from './common.schema.ts';
import { PetDeclineReason } from './routes.ts';
import { PET_BREED_RULE, PET_NAME_RULE } from './field-rules.ts';

// The Animal entity of the first document. Age option ids: 1_week_old..7_week_old,
// 2_month_old..11_month_old, 1_year_old..19_year_old, 20+_year_old.
const weeks = Array.from({ length: 7 }, (_, i) => `${i + 1}_week_old`);
const months = Array.from({ length: 10 }, (_, i) => `${i + 2}_month_old`);
const years = Array.from({ length: 19 }, (_, i) => `${i + 1}_year_old`);
export const PET_AGE_IDS = [...weeks, ...months, ...years, '20+_year_old'] as const;
const PetAge = z.enum(PET_AGE_IDS as unknown as [string, ...string[]]);
type PetAge = z.infer<typeof PetAge>;

/** Words for an age option id, for people: '3_month_old' → '3 months old'. */
export function petAgeLabel(id: string): string {
  if (id === '20+_year_old') return '20+ years old';
  const match = /^(\d+)_(week|month|year)_old$/.exec(id);
  if (!match) return id;
  const n = Number(match[1]);
  return `${n} ${match[2]}${n === 1 ? '' : 's'} old`;
}

/** Age in weeks of an age option (the lower bound), for the 7-week minimum. */
export function petAgeInWeeks(id: string): number {
  if (id === '20+_year_old') return 20 * 52;
  const match = /^(\d+)_(week|month|year)_old$/.exec(id);
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'week' ? n : match[2] === 'month' ? Math.floor((n * 52) / 12) : n * 52;
}

export const PetType = z.enum(['dog', 'cat']);
export type PetType = z.infer<typeof PetType>;
const PetGender = z.enum(['male', 'female']);
type PetGender = z.infer<typeof PetGender>;
/** The spec carries health conditions as the strings 'true' and 'false'. */
const HealthFlag = z.enum(['true', 'false']);

export const HEALTH_CONDITIONS: Record<PetType, readonly string[]> = {
  dog: ["Addison's", "Cushing's", 'Diabetes', 'Cancer'],
  cat: ["Addison's", "Cushing's", 'Diabetes', 'Cancer', 'FELV', 'FIV'],
};

export const Breed = z.object({ id: z.string(), label: z.string() });
export type Breed = z.infer<typeof Breed>;

/** The animal as the pet step sends it (snake case, first document's pet_information call). */
export const AnimalPayload = z.strictObject({
  pet_name: z.string().trim().min(PET_NAME_RULE.minLength, PET_NAME_RULE.tooShort).max(PET_NAME_RULE.maxLength),
  pet_type: PetType,
  pet_age: PetAge,
  pet_breed: z.string().min(1, PET_BREED_RULE.required).max(PET_BREED_RULE.maxLength),
  pet_gender: PetGender,
  existing_health_conditions: HealthFlag,
});
export type AnimalPayload = z.infer<typeof AnimalPayload>;

export const PetInformationRequest = z.strictObject({
  client_id: ClientId,
  origination_id: Id,
  animal: AnimalPayload,
  address: OriginationAddress,
});
export type PetInformationRequest = z.infer<typeof PetInformationRequest>;
export const PetInformationResponse = z.object({
  decline_reason: PetDeclineReason.nullable(),
  /** True when the home address is in a blackout state: the applicant goes to the waitlist. */
  waitlist: z.boolean(),
});
export type PetInformationResponse = z.infer<typeof PetInformationResponse>;
