import type { Endpoint } from '../../services/contract/endpoint.ts';
import { endpoints, type EndpointName } from '../../services/contract/endpoints.ts';

// Every error status each call can answer, for the OpenAPI document (each with the contract's
// ErrorBody). Some apply to every call; the rest are listed per call below, where the server's
// services send them. A new endpoint must be listed (the Record type says so), and the fuzzing test
// (test/server/core/openapi-fuzz.test.ts) fails on any status a call answers that is not declared.

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * 400 bad input, 429 a per-client limit, 500 the generic answer to the unexpected, 503 the database
 * briefly unreachable (with Retry-After; the per-client limits are counted in the database too).
 */
const EVERY_CALL: ErrorStatus[] = [400, 429, 500, 503];
/** A call with a body: too large, or not JSON (the upload: not multipart). */
const WITH_BODY: ErrorStatus[] = [413, 415];
/** A call that needs a token: missing or not valid. */
const WITH_TOKEN: ErrorStatus[] = [401];

const OWN = 404; // not the caller's, or unknown
const ORDER = 409; // out of order, already done

const SPECIFIC: Record<EndpointName, ErrorStatus[]> = {
  login: [],
  loginValidate: [],
  refresh: [401],
  customer: [OWN],
  me: [],
  listPhoneNumbers: [],
  registerPhone: [ORDER],
  verifyUserPhone: [OWN],
  authHandoff: [OWN],
  talliedAuthHandoff: [OWN],
  authHandoffDecrypt: [],
  authHandoffResource: [],
  deleteApplication: [OWN, ORDER],
  originationStart: [],
  originationValidate: [OWN, ORDER],
  originationChallenge: [403, OWN],
  petInformation: [OWN, ORDER],
  originationComplete: [OWN, ORDER],
  acceptOffer: [OWN, ORDER],
  creditCheckSignature: [OWN, ORDER],
  listOriginations: [],
  getOrigination: [OWN],
  sendOwnCode: [OWN, ORDER],
  verifyOwnCode: [OWN, ORDER],
  phoneCheckStart: [OWN, ORDER, 422],
  phoneCheckVerify: [OWN, ORDER],
  phoneCheckResend: [OWN, ORDER, 422],
  signupDetail: [OWN, ORDER],
  insuranceQuiz: [OWN, ORDER],
  updateAddress: [OWN, ORDER],
  userAccountDocuments: [403, OWN],
  uploadDocument: [403, OWN, ORDER],
  regulatoryDocuments: [],
  getPetApplication: [OWN],
  patchPetApplication: [OWN, ORDER, 410],
  patchContractQuote: [OWN, ORDER, 410],
  patchInsuranceQuote: [OWN, ORDER, 410],
  quotePricing: [OWN],
  detailedPlan: [OWN],
  stateConfigs: [],
  createPlanPurchase: [OWN, ORDER, 410, 502],
  getPlanPurchase: [OWN],
  completePlanPurchase: [OWN, ORDER, 502],
  policyConfig: [OWN, ORDER],
  calculatorOptions: [],
  calculatorUpsell: [],
  calculatorReset: [],
  visit: [],
  pointsOffer: [OWN],
  breeds: [],
  placesAutocomplete: [],
  placeDetails: [OWN],
  reverseGeocode: [OWN],
  zipLookup: [OWN],
  clientConfig: [],
  outbox: [],
  sandboxConfirmSetup: [402, OWN],
  sandboxClosePolicyWindow: [OWN],
  sandboxAuthenticate: [402, OWN, ORDER],
  sandboxRetrieveSetup: [OWN],
  sandboxLiveSteps: [],
  // A state or transition the flow has not; a walk that ended an hour ago.
  sandboxLiveStepStart: [OWN],
  sandboxLiveStep: [OWN],
  devCoverage: [],
  analytics: [],
  // Staff: no token (401), a wrong one or none configured (403); the sandbox leaves it open.
  flowFunnel: [403],
};

const NAMES = new Map<Endpoint, EndpointName>(Object.entries(endpoints).map(([name, endpoint]) => [endpoint as Endpoint, name as EndpointName]));

const BODY_METHODS = new Set(['POST', 'PATCH', 'DELETE']);

/** The error statuses of an endpoint, in order. */
export function errorStatusesOf(endpoint: Endpoint): ErrorStatus[] {
  const name = NAMES.get(endpoint);
  if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not an endpoint of the contract`);
  const statuses = new Set<ErrorStatus>([
    ...EVERY_CALL,
    ...(BODY_METHODS.has(endpoint.method) ? WITH_BODY : []),
    ...(endpoint.audience === 'public' ? [] : WITH_TOKEN),
    ...SPECIFIC[name],
  ]);
  return [...statuses].sort((a, b) => a - b);
}
