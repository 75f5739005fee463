import { createKeepAliveClient } from './keep-alive-client.ts';
import { agreedDocumentsOf } from '../../services/contract/credit-check.ts';
import { regulatoryDocuments } from '../../services/contract/regulatory-documents.ts';

/** The credit-check agreement's documents, as the server publishes them (the page links the same). */
const AGREED_DOCUMENTS = agreedDocumentsOf(regulatoryDocuments());

// One applicant through the real API, as the app calls it (sandbox mode: the code is read from the
// outbox). Each simulated applicant has its own client address (X-Forwarded-For; the server runs
// with TRUST_PROXY, so per-client limits see many clients) and its own phone number (codes are
// limited per phone). Every call is timed, from the moment the applicant makes it.
//
// The calls go through a pool of keep-alive connections, as they reach an API instance behind a load
// balancer: one machine cannot open a socket per simulated visitor, and a call waiting for a free
// connection is counted as waiting. Thousands of real applicants come on thousands of connections,
// which node:cluster hands to its processes in turn: the client gives each call the connection idle
// longest, so the calls spread over every connection and every process (keep-alive-client.ts).

export interface Call {
  step: string;
  ms: number;
  status: number;
}

export interface ApplicantSession {
  id: string;
  token: string;
  address: string;
}

/** A distinct private address per simulated client. */
export const clientAddress = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A distinct typed-identity phone per applicant (area 200+, 555-0110..0169: SANDBOX.md). */
export const applicantPhone = (n: number): string => `+1${200 + Math.floor(n / 60)}5550${110 + (n % 60)}`;

export class CallFailed extends Error {
  readonly step: string;
  readonly status: number;
  constructor(step: string, status: number, detail: string) {
    super(`${step} answered ${status}: ${detail.slice(0, 200)}`);
    this.step = step;
    this.status = status;
  }
}

export interface ApiClient {
  call<T>(step: string, method: 'GET' | 'POST', path: string, options: { token?: string | null; address: string; body?: unknown }): Promise<T>;
  close(): Promise<void>;
}

export function createClient(baseUrl: string, record: (call: Call) => void, connections = 64): ApiClient {
  const http = createKeepAliveClient(baseUrl, connections);
  return {
    async call<T>(step: string, method: 'GET' | 'POST', path: string, options: { token?: string | null; address: string; body?: unknown }): Promise<T> {
      const started = performance.now();
      let status = 0;
      const headers: Record<string, string> = { 'x-forwarded-for': options.address };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      try {
        const answer = await http.request(method, path, headers, options.body === undefined ? undefined : JSON.stringify(options.body));
        status = answer.status;
        if (status >= 300) throw new CallFailed(step, status, answer.body);
        return (answer.body ? JSON.parse(answer.body) : null) as T;
      } finally {
        record({ step, ms: performance.now() - started, status });
      }
    },
    close: () => http.close(),
  };
}

type CallFn = ApiClient['call'];

const ADDRESS = { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' };
const ANIMAL = { pet_name: 'Biscuit', pet_type: 'dog', pet_age: '3_year_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' };

/** From the offer page to the decision wait: start, verify the phone, the pet, the personal details. */
export async function applyUntilDecisionWait(call: CallFn, n: number): Promise<ApplicantSession> {
  const address = clientAddress(n);
  const phone = applicantPhone(n);
  const started = await call<{ id: string; auth_token: string }>('start', 'POST', '/api/v1/origination/start/', {
    address,
    body: { client_id: `bench-${n}`, flowType: 'desktop', phoneNumber: phone, dob: '03-02' },
  });
  const { id, auth_token: token } = started;
  const ref = { client_id: `bench-${n}`, origination_id: id };
  await call('phone check', 'POST', `/api/v1/origination/${id}/phone_check/`, { token, address });
  const outbox = await call<{ results: { code: string | null }[] }>('outbox', 'GET', `/api/sandbox/outbox/?to=${encodeURIComponent(phone)}`, { address });
  await call('verify', 'POST', `/api/v1/origination/${id}/phone_check/verify/`, { token, address, body: { code: outbox.results[0]?.code } });
  await call('validate', 'POST', '/api/v1/origination/validate/', { token, address, body: ref });
  await call('pet', 'POST', '/api/v1/origination/pet_information/', { token, address, body: { ...ref, animal: ANIMAL, address: ADDRESS } });
  const individual = { firstName: 'Alex', lastName: 'Bench', ssn: '123456789', dob: '03/02/1990', email: `bench${n}@example.com`, phoneNumber: phone, address: ADDRESS };
  await call('complete', 'POST', '/api/v1/origination/complete/', {
    token,
    address,
    body: { ...ref, individual, residence_type: 'RENT', annual_income: 60000, employment_type: 'EMPLOYED', monthly_housing_payment: 1200 },
  });
  return { id, token, address };
}

interface SignupDetail {
  application_decision: string | null;
  application_evaluation_status: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the signup detail every `everyMs` (the machine's 3 s) until `done` holds; the polls made. */
async function pollUntil(call: CallFn, session: ApplicantSession, done: (detail: SignupDetail) => boolean, everyMs: number, maxPolls: number): Promise<number> {
  for (let polls = 1; polls <= maxPolls; polls += 1) {
    const detail = await call<SignupDetail>('poll', 'GET', `/api/v1/card/signup/${session.id}/`, { token: session.token, address: session.address });
    if (done(detail)) return polls;
    await sleep(everyMs);
  }
  throw new CallFailed('poll', 200, `no answer after ${maxPolls} polls`);
}

/** The whole application, start to approval, polling like the machine. */
export async function applyUntilApproved(call: CallFn, n: number, pollEveryMs = 3000): Promise<void> {
  const session = await applyUntilDecisionWait(call, n);
  await pollUntil(call, session, (detail) => detail.application_decision !== null, pollEveryMs, 20);
  await call('accept offer', 'POST', '/api/v1/origination/accept_offer/', {
    token: session.token,
    address: session.address,
    body: { client_id: `bench-${n}`, origination_id: session.id, agreed_documents: AGREED_DOCUMENTS },
  });
  await pollUntil(call, session, (detail) => detail.application_evaluation_status === 'evaluation_completed', pollEveryMs, 20);
}
