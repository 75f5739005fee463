import { z } from 'zod';
import { endpoint, IdParams } from './endpoint.ts';
import { Empty, Ok, results } from './common.schema.ts';
import * as auth from './auth.schema.ts';
import * as orig from './origination.schema.ts';
import { PetInformationRequest, PetInformationResponse, PetType, Breed } from './animal.schema.ts';
import * as ins from './insurance.schema.ts';
import * as docs from './documents.schema.ts';
import * as mkt from './marketing.schema.ts';
import * as sbx from './sandbox.schema.ts';
import { ClientConfig } from './config.schema.ts';
import { VISIT_PATH } from './marketing.constants.ts';
import { DevCoverage } from './dev.schema.ts';
import { AnalyticsBatchRequest, AnalyticsBatchResponse } from './analytics.schema.ts';
import { FunnelQuery, FunnelResponse } from './flow.schema.ts';

// Every call of both documents' call tables, plus the ones we design (marked 'designed').

export const endpoints = {
  // Sign-in and session (first document).
  login: endpoint({ method: 'POST', path: '/api/users/login/', audience: 'public', body: auth.LoginRequest, response: auth.LoginResponse, summary: 'Send a sign-in code by email' }),
  loginValidate: endpoint({ method: 'POST', path: '/api/users/login/validate/', audience: 'public', body: auth.LoginValidateRequest, response: auth.LoginValidateResponse, summary: 'Exchange the code for tokens' }),
  refresh: endpoint({ method: 'POST', path: '/api/tokens/refresh/', audience: 'public', body: auth.RefreshRequest, response: auth.RefreshResponse, summary: 'Rotate the refresh token' }),
  customer: endpoint({ method: 'POST', path: '/api/users/customer/', audience: 'user', body: auth.CustomerRequest, response: auth.User, summary: 'The customer of a signup or application' }),
  me: endpoint({ method: 'GET', path: '/api/users/me/', audience: 'user', response: auth.User, summary: 'The signed-in user' }),
  listPhoneNumbers: endpoint({ method: 'GET', path: '/api/user_phone_number/', audience: 'user', response: results(auth.UserPhoneNumber), summary: 'Phone numbers of the user' }),
  registerPhone: endpoint({ method: 'POST', path: '/api/user_phone_number/', audience: 'user', body: auth.UserPhoneNumberCreate, response: auth.UserPhoneNumber, status: 201, summary: 'Register a phone number' }),
  verifyUserPhone: endpoint({ method: 'POST', path: '/api/user_phone_number/:id/verify_phone_number/', audience: 'user', params: IdParams, response: auth.SharedKeyResponse, summary: 'Send a code to a registered phone' }),
  authHandoff: endpoint({ method: 'POST', path: '/api/auth_handoff/', audience: 'applicant', body: auth.AuthHandoffRequest, response: auth.AuthHandoffResponse, summary: 'Create a hand-off token (mobile instant link)' }),
  talliedAuthHandoff: endpoint({ method: 'POST', path: '/api/tallied_auth_handoff/', audience: 'applicant', body: auth.AuthHandoffRequest, response: auth.AuthHandoffResponse, summary: 'Create a hand-off token for the card partner' }),
  authHandoffDecrypt: endpoint({ method: 'POST', path: '/api/auth_handoff/decrypt/', audience: 'public', body: auth.AuthHandoffRedeemRequest, response: auth.AuthHandoffDecryptResponse, summary: 'Redeem a hand-off token' }),
  authHandoffResource: endpoint({ method: 'POST', path: '/api/auth_handoff/resource/', audience: 'public', body: auth.AuthHandoffRedeemRequest, response: auth.AuthHandoffResourceResponse, summary: 'Read the resource of a hand-off token' }),
  deleteApplication: endpoint({ method: 'DELETE', path: '/api/applications/:id/', audience: 'applicant', params: IdParams, response: Empty, status: 204, summary: 'Withdraw a pet application' }),

  // Origination (first document).
  originationStart: endpoint({ method: 'POST', path: '/api/v1/origination/start/', audience: 'public', body: orig.OriginationStartRequest, response: orig.OriginationStartResponse, summary: 'Start an application' }),
  originationValidate: endpoint({ method: 'POST', path: '/api/v1/origination/validate/', audience: 'applicant', body: orig.OriginationRef, response: orig.ValidateResponse, summary: 'Confirm the phone was verified' }),
  originationChallenge: endpoint({ method: 'POST', path: '/api/v1/origination/challenge/', audience: 'applicant', body: orig.OriginationRef, response: orig.ChallengeResponse, summary: 'Identity and pet data for prefill' }),
  petInformation: endpoint({ method: 'POST', path: '/api/v1/origination/pet_information/', audience: 'applicant', body: PetInformationRequest, response: PetInformationResponse, summary: 'Create the animal' }),
  originationComplete: endpoint({ method: 'POST', path: '/api/v1/origination/complete/', audience: 'applicant', body: orig.CompleteRequest, response: orig.CompleteResponse, summary: 'Submit personal and financial details' }),
  acceptOffer: endpoint({ method: 'POST', path: '/api/v1/origination/accept_offer/', audience: 'applicant', body: orig.AcceptOfferRequest, response: orig.AcceptOfferResponse, summary: 'Accept the pre-qualified offer, with the agreed documents of the credit-check authorization (designed)' }),
  creditCheckSignature: endpoint({ method: 'GET', path: '/api/v1/origination/:id/credit_check_signature/', audience: 'applicant', params: IdParams, response: orig.CreditCheckSignature, summary: 'The credit-check authorization stored with the acceptance (designed)' }),
  listOriginations: endpoint({ method: 'GET', path: '/api/v1/origination/', audience: 'user', response: results(orig.OriginationSummary), summary: 'Applications of the signed-in user' }),
  getOrigination: endpoint({ method: 'GET', path: '/api/v1/origination/:id/', audience: 'applicant', params: IdParams, response: orig.OriginationSummary, summary: 'One application' }),
  sendOwnCode: endpoint({ method: 'POST', path: '/api/v1/origination/:id/verify_phone_number/', audience: 'applicant', params: IdParams, response: auth.SharedKeyResponse, summary: 'Send the own 6-digit code' }),
  verifyOwnCode: endpoint({ method: 'POST', path: '/api/v1/origination/:id/verify_otp/', audience: 'applicant', params: IdParams, body: orig.VerifyOtpRequest, response: orig.VerifyOtpResponse, summary: 'Check the own 6-digit code' }),
  phoneCheckStart: endpoint({ method: 'POST', path: '/api/v1/origination/:id/phone_check/', audience: 'applicant', params: IdParams, response: orig.PhoneCheckStartResponse, summary: 'Start the partner phone check (designed)' }),
  phoneCheckVerify: endpoint({ method: 'POST', path: '/api/v1/origination/:id/phone_check/verify/', audience: 'applicant', params: IdParams, body: orig.PhoneCheckVerifyRequest, response: orig.PhoneCheckVerifyResponse, summary: 'Submit the partner 4-digit code (designed)' }),
  phoneCheckResend: endpoint({ method: 'POST', path: '/api/v1/origination/:id/phone_check/resend/', audience: 'applicant', params: IdParams, response: orig.PhoneCheckStartResponse, summary: 'Resend the partner code (designed)' }),

  // Signup (second document; the detail call is designed).
  signupDetail: endpoint({ method: 'GET', path: '/api/v1/card/signup/:id/', audience: 'applicant', params: IdParams, response: orig.SignupDetail, summary: 'The signup detail: decision and credit data (designed)' }),
  insuranceQuiz: endpoint({ method: 'PATCH', path: '/api/v1/card/signup/:id/insurance_quiz/', audience: 'applicant', params: IdParams, body: orig.InsuranceQuizRequest, response: orig.InsuranceQuizResponse, summary: 'Save the quiz answer' }),
  updateAddress: endpoint({ method: 'PATCH', path: '/api/v1/card/signup/:id/update_address/', audience: 'applicant', params: IdParams, body: orig.UpdateAddressRequest, response: orig.UpdateAddressResponse, summary: 'Save the alternate address' }),

  // Documents.
  userAccountDocuments: endpoint({ method: 'GET', path: '/api/v1/user_account_documents/', audience: 'applicant', response: results(docs.UploadedDocument), summary: 'Uploaded documents' }),
  /** Multipart: file plus UploadFields. The body is not JSON, so it has no body schema here. */
  uploadDocument: endpoint({ method: 'POST', path: '/api/v1/user_account_documents/', audience: 'applicant', response: docs.UploadedDocument, status: 201, summary: 'Upload a document' }),
  regulatoryDocuments: endpoint({ method: 'GET', path: '/api/regulatory_documents/', audience: 'public', response: results(docs.RegulatoryDocument), summary: 'Regulatory documents' }),

  // Insurance (second document).
  getPetApplication: endpoint({ method: 'GET', path: '/api/applications/:id/', audience: 'applicant', params: IdParams, response: ins.PetApplication, summary: 'The pet application' }),
  patchPetApplication: endpoint({ method: 'PATCH', path: '/api/applications/:id/', audience: 'applicant', params: IdParams, body: ins.PetApplicationPatch, response: ins.PetApplication, summary: 'Change deductible, annual limit or coinsurance' }),
  patchContractQuote: endpoint({ method: 'PATCH', path: '/api/contract_quotes/:id/', audience: 'applicant', params: IdParams, body: ins.CoveragesPatch, response: ins.PetApplication, summary: 'Change the contract quote coverages' }),
  patchInsuranceQuote: endpoint({ method: 'PATCH', path: '/api/insurance_quotes/:id/', audience: 'applicant', params: IdParams, body: ins.CoveragesPatch, response: ins.InsuranceQuote, summary: 'Change the quote coverages' }),
  quotePricing: endpoint({ method: 'POST', path: '/api/insurance_quotes/:id/pricing/', audience: 'applicant', params: IdParams, body: ins.PricingRequest, response: ins.PricingDetails, summary: 'Price a set of options' }),
  detailedPlan: endpoint({ method: 'GET', path: '/api/detailed_plans/:id/', audience: 'applicant', params: IdParams, response: ins.Plan, summary: 'The plan' }),
  stateConfigs: endpoint({ method: 'GET', path: '/api/state_configs/', audience: 'public', query: z.strictObject({ state__abbreviation: z.string().regex(/^[A-Z]{2}$/).optional() }), response: results(ins.StateConfig), summary: 'Waiting periods per state' }),
  createPlanPurchase: endpoint({ method: 'POST', path: '/api/plan_purchase/', audience: 'applicant', body: ins.PlanPurchaseRequest, response: ins.PlanPurchase, status: 201, summary: 'Create the plan purchase (410 once purchased)' }),
  getPlanPurchase: endpoint({ method: 'GET', path: '/api/plan_purchase/:id/', audience: 'applicant', params: IdParams, response: ins.PlanPurchase, summary: 'Re-fetch a plan purchase (designed)' }),
  completePlanPurchase: endpoint({ method: 'PATCH', path: '/api/plan_purchase/:id/complete/', audience: 'applicant', params: IdParams, body: ins.PlanPurchaseCompleteRequest, response: ins.PlanPurchase, summary: 'Complete the purchase' }),
  policyConfig: endpoint({ method: 'POST', path: '/api/policy_config/', audience: 'applicant', body: ins.PolicyConfigRequest, response: ins.PolicyConfigResponse, status: 201, summary: 'Complete policy configuration' }),
  calculatorOptions: endpoint({ method: 'GET', path: '/api/insurance_calculator/', audience: 'public', query: z.strictObject({ pet_type: PetType }), response: ins.CalculatorOptions, summary: 'Calculator options (designed)' }),
  calculatorUpsell: endpoint({ method: 'POST', path: '/api/insurance_calculator/upsell_options/', audience: 'public', body: ins.UpsellOptionsRequest, response: ins.UpsellOptionsResponse, summary: 'Price the calculator selection (designed)' }),
  calculatorReset: endpoint({ method: 'POST', path: '/api/insurance_calculator/reset/', audience: 'public', body: z.strictObject({ pet_type: PetType }), response: ins.CalculatorOptions, summary: 'Reset the calculator to defaults (designed)' }),

  // Marketing and reference data.
  visit: endpoint({ method: 'POST', path: VISIT_PATH, audience: 'public', body: mkt.VisitRequest, response: mkt.VisitResponse, status: 201, summary: 'Record a visit' }),
  pointsOffer: endpoint({ method: 'GET', path: '/api/points_offers/:id/', audience: 'public', params: IdParams, response: mkt.PointsOffer, summary: 'A points offer (v1, v2, v3)' }),
  breeds: endpoint({ method: 'GET', path: '/api/breeds/:type/', audience: 'public', params: z.strictObject({ type: PetType }), response: results(Breed), summary: 'Breeds of a pet type' }),
  placesAutocomplete: endpoint({ method: 'GET', path: '/api/places/autocomplete/', audience: 'public', query: sbx.PlacesQuery, response: z.object({ predictions: z.array(sbx.PlacePrediction) }), summary: 'Local places provider: predictions' }),
  placeDetails: endpoint({ method: 'GET', path: '/api/places/details/:id/', audience: 'public', params: IdParams, response: sbx.PlaceResult, summary: 'Local places provider: a place' }),
  reverseGeocode: endpoint({ method: 'GET', path: '/api/places/reverse/', audience: 'public', query: sbx.ReverseGeocodeQuery, response: sbx.ZipLookup, summary: 'Local places provider: postal code of a point' }),
  zipLookup: endpoint({ method: 'GET', path: '/api/places/zip/:id/', audience: 'public', params: IdParams, response: sbx.ZipLookup, summary: 'City and state of a ZIP code' }),

  // Client configuration (designed): which adapters the client uses.
  clientConfig: endpoint({ method: 'GET', path: '/api/config/', audience: 'public', response: ClientConfig, summary: 'Client configuration: mode and public provider keys (designed)' }),

  // First-party analytics (designed): every event of the browser, batched; and the flow map's funnel,
  // which needs the staff token (FLOW_STAFF_TOKEN) in production.
  analytics: endpoint({ method: 'POST', path: '/api/analytics/', audience: 'public', body: AnalyticsBatchRequest, response: AnalyticsBatchResponse, summary: 'Store a batch of analytics events (designed)' }),
  flowFunnel: endpoint({ method: 'GET', path: '/api/flow/funnel/', audience: 'staff', query: FunnelQuery, response: FunnelResponse, summary: 'The funnel of the flow over a date range: entered, exits and median time per state (designed; staff)' }),

  // Sandbox (SANDBOX.md): 404 in production mode.
  outbox: endpoint({ method: 'GET', path: '/api/sandbox/outbox/', audience: 'public', query: sbx.OutboxQuery, response: results(sbx.OutboxMessage), sandbox: true, summary: 'Sandbox outbox' }),
  sandboxConfirmSetup: endpoint({ method: 'POST', path: '/api/sandbox/payment/confirm_setup/', audience: 'applicant', body: sbx.SandboxConfirmRequest, response: sbx.SandboxSetupIntent, sandbox: true, summary: 'Sandbox card: confirm a setup intent' }),
  sandboxAuthenticate: endpoint({ method: 'POST', path: '/api/sandbox/payment/authenticate/', audience: 'applicant', body: sbx.SandboxAuthenticateRequest, response: sbx.SandboxSetupIntent, sandbox: true, summary: 'Sandbox card: answer the authentication step' }),
  sandboxRetrieveSetup: endpoint({ method: 'GET', path: '/api/sandbox/payment/setup_intent/', audience: 'applicant', query: sbx.SandboxRetrieveQuery, response: sbx.SandboxSetupIntent, sandbox: true, summary: 'Sandbox card: retrieve a setup intent by its client secret (after a redirect)' }),
  sandboxClosePolicyWindow: endpoint({ method: 'POST', path: '/api/sandbox/policy_window/close/', audience: 'applicant', body: sbx.ClosePolicyWindowRequest, response: sbx.ClosePolicyWindowResponse, sandbox: true, summary: "Sandbox: close an application's 24-hour policy window now and run the finalization" }),
  sandboxLiveSteps: endpoint({ method: 'GET', path: '/api/sandbox/live_steps/', audience: 'public', response: sbx.LiveStepStates, sandbox: true, summary: 'Open a step live: the states a walk can reach (the plans are made on the first call)' }),
  sandboxLiveStepStart: endpoint({ method: 'POST', path: '/api/sandbox/live_steps/', audience: 'public', body: sbx.LiveStepRequest, response: sbx.LiveStepRun, status: 201, sandbox: true, summary: 'Open a step live: drive a fresh application to a state through the API' }),
  sandboxLiveStep: endpoint({ method: 'GET', path: '/api/sandbox/live_steps/:id/', audience: 'public', params: sbx.LiveStepParams, response: sbx.LiveStepRun, sandbox: true, summary: 'Open a step live: the progress of a walk, then the session to open the app with' }),
  devCoverage: endpoint({ method: 'GET', path: '/api/dev/coverage', audience: 'public', response: DevCoverage, sandbox: true, summary: 'Flow map: test coverage reports of the machine (sandbox only)' }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
void Ok;
