import { randomUUID } from 'node:crypto';
import { signToken } from '../../../server/auth/signed-token.ts';
import { ensurePetApplication, type EnsurePetApplicationInput } from '../../../server/insurance/pet-application.service.ts';
import type { TestApp } from '../helpers/test-app.ts';

// A pet application as the signup approval creates it, with the tokens that may (or may not) reach it.

export interface SeededApplication {
  id: string;
  originationId: string;
  userId: string;
  /** The applicant token of the origination. */
  headers: { authorization: string };
  /** The access token of the owning user. */
  userHeaders: { authorization: string };
}

const HOUR_S = 3600;

export function tokenHeaders(t: TestApp, typ: 'applicant' | 'access', sub: string): { authorization: string } {
  const iat = Math.floor(t.clock.now().getTime() / 1000);
  return { authorization: `Bearer ${signToken(t.config.tokenSecret, { typ, sub, iat, exp: iat + HOUR_S })}` };
}

export function applicationInput(overrides: { state?: string; type?: 'dog' | 'cat'; age?: string } = {}): Omit<EnsurePetApplicationInput, 'originationId' | 'userId'> {
  return {
    pet: { name: 'Biscuit', type: overrides.type ?? 'dog', age: overrides.age ?? '3_year_old', breed: 'Beagle', gender: 'male', healthConditions: 'false' },
    applicant: {
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: 'jamie.rivera@example.com',
      address: '401 Congress Ave',
      city: 'Austin',
      state: overrides.state ?? 'TX',
      postalCode: '78701',
    },
  };
}

export async function seedApplication(t: TestApp, overrides: Parameters<typeof applicationInput>[0] = {}): Promise<SeededApplication> {
  const originationId = randomUUID();
  const userId = randomUUID();
  const { id } = await ensurePetApplication(t.db, { originationId, userId, ...applicationInput(overrides), now: t.clock.now() });
  return {
    id,
    originationId,
    userId,
    headers: tokenHeaders(t, 'applicant', originationId),
    userHeaders: tokenHeaders(t, 'access', userId),
  };
}

/**
 * The purchase of an application's chosen add-ons, opened, with the sandbox's good card confirmed
 * for it: what is left is completing it with `paymentMethod`.
 */
export async function purchaseWithConfirmedCard(
  t: TestApp,
  headers: { authorization: string },
  applicationId: string,
  period: 'annual' | 'monthly' = 'annual',
): Promise<{ purchase: { id: string; client_secret: string }; paymentMethod: string }> {
  const purchase = (await t.app.inject({ method: 'POST', url: '/api/plan_purchase/', headers, payload: { application: applicationId, payment_period: period } })).json();
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment/confirm_setup/',
    headers,
    payload: { client_secret: purchase.client_secret, card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  return { purchase, paymentMethod: setup.json().payment_method };
}
