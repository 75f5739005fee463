import { z } from 'zod';
import { ADDRESS_LINE_RULE, CITY_RULE, EMAIL_RULE, EXTENDED_ADDRESS_RULE, POSTAL_CODE_RULE, STATE_RULE } from './field-rules.ts';
import { PHONE_RULE } from './start-field-rules.ts';

// Shared building blocks of the contract. Request objects are strict (an unknown field is a 400);
// response objects are lenient so that the server may add fields without breaking old clients.

export const Id = z.string().min(1).max(64);
export const ClientId = z.string().min(1).max(64);
export const IsoDateTime = z.string().min(1).max(40);

/** E.164 US number: +1 and ten digits. */
export const E164Phone = z.string().regex(PHONE_RULE.e164, PHONE_RULE.invalid);
const UsStateCode = z.string().regex(STATE_RULE.pattern, STATE_RULE.required);
const PostalCode = z.string().regex(POSTAL_CODE_RULE.pattern, POSTAL_CODE_RULE.tooShort);
export const Email = z.string().max(EMAIL_RULE.maxLength).email(EMAIL_RULE.invalid);

export const Decision = z.enum(['APPROVE', 'DECLINE', 'REVIEW']);
export type Decision = z.infer<typeof Decision>;
export const DecisionStatus = z.enum(['SOFT_PULL', 'HARD_PULL']);
export const EvaluationStatus = z.enum(['evaluation_pending', 'evaluation_completed']);
export const ResidenceType = z.enum(['OWN', 'RENT', 'NO-COST']);
export type ResidenceType = z.infer<typeof ResidenceType>;
export const RESIDENCE_TYPE_LABELS: Record<ResidenceType, string> = { OWN: 'Own', RENT: 'Rent', 'NO-COST': 'Other' };
export const EmploymentType = z.enum(['EMPLOYED', 'SELF-EMPLOYED', 'RETIRED', 'UNEMPLOYED', 'STUDENT', 'MILITARY']);
export type EmploymentType = z.infer<typeof EmploymentType>;
export const FlowType = z.enum(['mobile', 'desktop']);

export const results = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

/** Every error body the server sends. `errors` groups per-field messages. */
export const ErrorBody = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  link: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Ok = z.object({ ok: z.literal(true) });
export const Empty = z.object({}).strict();

/** Address as the origination flow sends it (first document, Origination.individual.address). */
export const OriginationAddress = z.strictObject({
  address: z.string().trim().min(1, ADDRESS_LINE_RULE.required).max(ADDRESS_LINE_RULE.maxLength),
  extendedAddress: z.string().max(EXTENDED_ADDRESS_RULE.maxLength).optional().default(''),
  city: z.string().trim().min(1, CITY_RULE.required).max(CITY_RULE.maxLength),
  state: UsStateCode,
  postalCode: PostalCode,
});
export type OriginationAddress = z.infer<typeof OriginationAddress>;

/** Address as the server reads and returns it (snake case, first document, Signup). */
export const ServerAddress = z.object({
  address: z.string(),
  extended_address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  state: z.string(),
});
export type ServerAddress = z.infer<typeof ServerAddress>;
