import { expect } from 'vitest';
import { TEST_DECISION_DELAY_MS, type TestApp } from './test-app.ts';
import { agreedDocumentsOf } from '../../../services/contract/credit-check.ts';
import { regulatoryDocuments } from '../../../services/contract/regulatory-documents.ts';

// Steps of the application through the API, for tests that need an application at a given step.

export const CLIENT_ID = 'client-test-1';

export interface Applicant {
  id: string;
  token: string;
  phone: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function outbox(t: TestApp, to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/sandbox/outbox/?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { kind: string; code: string | null; link: string | null; channel: string; to: string; body: string; scheduled_for: string | null }[] }).results;
}

export async function start(t: TestApp, phone: string, dob = '01-15', flowType: 'desktop' | 'mobile' = 'desktop', extra: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/origination/start/',
    payload: { client_id: CLIENT_ID, flowType, phoneNumber: phone, dob, ...extra },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { auth_token: string; id: string; next: string | null; correlation_id: string | null };
  return { applicant: { id: body.id, token: body.auth_token, phone }, body };
}

export async function verifyPhone(t: TestApp, a: Applicant): Promise<void> {
  const startRes = await t.app.inject({ method: 'POST', url: `/api/v1/origination/${a.id}/phone_check/`, headers: bearer(a.token) });
  expect(startRes.statusCode).toBe(200);
  const [message] = await outbox(t, a.phone);
  expect(message?.kind).toBe('partner_code');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/origination/${a.id}/phone_check/verify/`,
    headers: bearer(a.token),
    payload: { code: message?.code },
  });
  expect(res.statusCode).toBe(200);
}

export const ANIMAL = {
  pet_name: 'Biscuit',
  pet_type: 'dog',
  pet_age: '2_year_old',
  pet_breed: 'labrador-retriever',
  pet_gender: 'female',
  existing_health_conditions: 'false',
};
export const ADDRESS = { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' };

export async function givePet(t: TestApp, a: Applicant, animal: Record<string, string> = ANIMAL, address: Record<string, string> = ADDRESS) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/origination/pet_information/',
    headers: bearer(a.token),
    payload: { client_id: CLIENT_ID, origination_id: a.id, animal, address },
  });
}

export function completeBody(a: Applicant, overrides: { ssn?: string; income?: number; housing?: number; dob?: string; email?: string; firstName?: string; lastName?: string } = {}) {
  return {
    client_id: CLIENT_ID,
    origination_id: a.id,
    individual: {
      firstName: overrides.firstName ?? 'Alex',
      lastName: overrides.lastName ?? 'Morgan',
      ssn: overrides.ssn ?? '123456789',
      dob: overrides.dob ?? '01/15/1990',
      email: overrides.email ?? `alex.${a.id.slice(0, 8)}@example.com`,
      phoneNumber: a.phone,
      address: ADDRESS,
    },
    residence_type: 'RENT',
    annual_income: overrides.income ?? 60000,
    employment_type: 'EMPLOYED',
    monthly_housing_payment: overrides.housing ?? 1200,
  };
}

export async function complete(t: TestApp, a: Applicant, overrides: Parameters<typeof completeBody>[1] = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/origination/complete/', headers: bearer(a.token), payload: completeBody(a, overrides) });
}

export async function signup(t: TestApp, a: Applicant) {
  return t.app.inject({ method: 'GET', url: `/api/v1/card/signup/${a.id}/`, headers: bearer(a.token) });
}

/** The three documents of the credit-check agreement, as the server publishes them. */
export const AGREED_DOCUMENTS = agreedDocumentsOf(regulatoryDocuments());

export async function acceptOffer(t: TestApp, a: Applicant) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/origination/accept_offer/',
    headers: bearer(a.token),
    payload: { client_id: CLIENT_ID, origination_id: a.id, agreed_documents: AGREED_DOCUMENTS },
  });
}

/** Started, phone verified and pet given: ready for the personal details step. */
export async function readyForDetails(t: TestApp, phone: string, dob = '01-15'): Promise<Applicant> {
  const { applicant } = await start(t, phone, dob);
  await verifyPhone(t, applicant);
  const pet = await givePet(t, applicant);
  expect(pet.statusCode).toBe(200);
  return applicant;
}

let phoneCounter = 0;
/** A fresh ordinary number per call (area 512, the partner-code range 555-0110..0169). */
export function freshPhone(): string {
  phoneCounter += 1;
  const area = 200 + (phoneCounter % 700);
  return `+1${area}5550${110 + (phoneCounter % 60)}`;
}

/**
 * Through the real flow to an approved signup: details, the offer accepted, the decisions waited
 * for. Its detail (read last) names the pet application the approval created.
 */
export async function approvedSignup(t: TestApp, phone = freshPhone()): Promise<{ applicant: Applicant; detail: { pet_application: { id: string }; modified: string } }> {
  const a = await readyForDetails(t, phone);
  expect((await complete(t, a)).statusCode).toBe(200);
  t.clock.advance(TEST_DECISION_DELAY_MS);
  await signup(t, a);
  expect((await acceptOffer(t, a)).statusCode).toBe(200);
  t.clock.advance(TEST_DECISION_DELAY_MS);
  return { applicant: a, detail: (await signup(t, a)).json() };
}
