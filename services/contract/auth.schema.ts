import { z } from 'zod';
import { Email, Id, E164Phone } from './common.schema.ts';
import { WRONG_CODE_TEXT } from './wrong-code-text.ts';

// Sign-in by email code and the session (first document, sections 4 and 7).

export const User = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  address: z
    .object({
      street_number: z.string(),
      route: z.string(),
      unit: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
    })
    .nullable(),
});
export type User = z.infer<typeof User>;

export const Tokens = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export type Tokens = z.infer<typeof Tokens>;

export const LoginRequest = z.strictObject({ email: Email });
/** Always answers a shared key, known email or not: login never reveals who has an account. */
export const LoginResponse = z.object({ shared_key: z.string() });

export const LoginValidateRequest = z.strictObject({
  shared_key: z.string().min(1).max(128),
  otp: z.string().regex(/^\d{6}$/, WRONG_CODE_TEXT),
});
export const LoginValidateResponse = z.object({ access: z.string(), refresh: z.string(), user: User });
export type LoginValidateResponse = z.infer<typeof LoginValidateResponse>;

export const RefreshRequest = z.strictObject({ refresh: z.string().min(1).max(2048) });
/** Refresh tokens rotate: every refresh answers a new pair. */
export const RefreshResponse = z.object({ access: z.string(), refresh: z.string() });

export const CustomerRequest = z.union([
  z.strictObject({ signup_id: Id }),
  z.strictObject({ application_id: Id }),
]);

export const UserPhoneNumber = z.object({ id: Id, phone_number: z.string() });
export type UserPhoneNumber = z.infer<typeof UserPhoneNumber>;
export const UserPhoneNumberCreate = z.strictObject({ phone_number: E164Phone });
export const SharedKeyResponse = z.object({ shared_key: z.string() });

// Hand-off (the mobile instant link): a random verifier and its SHA-256 challenge.
export const AuthHandoffRequest = z.strictObject({
  jwt: z.string().min(1).max(2048),
  resource: z.string().min(1).max(256),
  code_challenge: z.string().min(43).max(128),
});
export const AuthHandoffResponse = z.object({ token: z.string() });
export const AuthHandoffRedeemRequest = z.strictObject({
  token: z.string().min(1).max(256),
  code_verifier: z.string().min(43).max(128),
});
export const AuthHandoffDecryptResponse = z.object({ jwt: z.string(), resource: z.string() });
export const AuthHandoffResourceResponse = z.object({ resource: z.string(), email: z.string().nullable() });
