import type { AnimalPayload } from '../../../services/contract/animal.schema.ts';
import type { OriginationAddress } from '../../../services/contract/common.schema.ts';
import type { ChallengeResponse, SignupDetail } from '../../../services/contract/origination.schema.ts';
import type { InsuranceQuote, PetApplication, PlanPurchase } from '../../../services/contract/insurance.schema.ts';
import type { UploadedDocument } from '../../../services/contract/documents.schema.ts';
import type { RouteName } from '../../../services/contract/routes.ts';
import { ADD_ON_KEYS, type AddOnKey } from '../../../services/contract/constants.ts';
import { selectedAddOnsOf } from '../../../machines/rules/insurance.rules.ts';
import { challenge, petApplication, preDecisionSignups, quote } from '../../../src/flow-map/machine-model/model-fixtures.ts';

// What the server stores for the one applicant of a sequence: the application (phone check, pet,
// details, the decision, the accepted offer, the quiz), the pet application with its quote, the
// documents, the purchase and the policy, and whether the tokens it issued still hold. Its reads are
// built from the model tests' fixtures, with what this applicant did written over them.

/** How the credit decision goes once the details are in (the sandbox identities' two outcomes used here). */
export type Decision = 'prequalified' | 'documentsNeeded';

export interface Origination {
  id: string;
  phoneNumber: string;
  correlationId: string | null;
  codeSent: boolean;
  phoneVerified: boolean;
  animal: AnimalPayload | null;
  address: OriginationAddress | null;
  completed: boolean;
  decision: Decision;
  offerAccepted: boolean;
  hadInsuranceBefore: boolean | null;
}

export interface ApplicantStore {
  origination: Origination | null;
  /** How many applications were started (each start makes a new id). */
  started: number;
  /** The pet application, once the details are in: its options and its quote's coverages are what the add-on page changes. */
  petApplication: PetApplication | null;
  documents: UploadedDocument[];
  purchase: PlanPurchase | null;
  purchaseCompleted: boolean;
  registeredPhones: string[];
  /** A user account exists once the details are completed. */
  hasUser: boolean;
  /** The signed-in tokens the server issued still hold (a session that ended refuses them, and their refresh). */
  userSessionValid: boolean;
  /** How many token pairs were issued (each sign-in or completion gives a new one). */
  tokensIssued: number;
}

export const emptyStore = (): ApplicantStore => ({
  origination: null,
  started: 0,
  petApplication: null,
  documents: [],
  purchase: null,
  purchaseCompleted: false,
  registeredPhones: [],
  hasUser: false,
  userSessionValid: false,
  tokensIssued: 0,
});

/** Where the application stands, by the second document's router rules (the server's `next`). */
export function nextRouteOf(store: ApplicantStore): RouteName | null {
  const origination = store.origination;
  if (!origination) return null;
  if (!origination.phoneVerified) return origination.correlationId === null ? 'zoomies.card.zoomies-verify' : 'zoomies.card.verify';
  if (origination.animal === null) return 'zoomies.card.about';
  if (!origination.completed) return 'zoomies.card.user';
  if (origination.decision === 'documentsNeeded') return 'zoomies.card.aditionalinformation';
  if (!origination.offerAccepted) return 'zoomies.card.accept-offer';
  if (origination.hadInsuranceBefore === null) return 'zoomies.card.quiz';
  return store.petApplication?.policy_configured ? 'user.onboard.base' : 'zoomies.card.additional-services';
}

export function challengeOf(store: ApplicantStore): ChallengeResponse {
  const origination = store.origination;
  const animal = origination?.animal;
  return {
    ...challenge,
    phone_number: origination?.phoneNumber ?? challenge.phone_number,
    pet_name: animal?.pet_name ?? '',
    pet_age: animal?.pet_age ?? '',
    pet_type: animal?.pet_type ?? '',
    pet_breed: animal?.pet_breed ?? '',
    pet_gender: animal?.pet_gender ?? '',
    existing_health_conditions: animal?.existing_health_conditions ?? '',
    next: nextRouteOf(store),
  };
}

export function signupOf(store: ApplicantStore, origination: Origination): SignupDetail {
  const decided = origination.decision === 'documentsNeeded' ? preDecisionSignups.documentsNeeded : preDecisionSignups.prequalified;
  const approved = origination.offerAccepted ? { application_decision: 'APPROVE' as const, application_evaluation_status: 'evaluation_completed' as const } : {};
  return {
    ...decided,
    ...approved,
    id: origination.id,
    offer_accepted: origination.offerAccepted,
    had_insurance_before: origination.hadInsuranceBefore,
    pet_application: store.petApplication ? { id: store.petApplication.id } : null,
  };
}

/** A fresh pet application with the standard coverage (made when the details are completed). */
export const newPetApplication = (): PetApplication => petApplication();

/** The quote with other coverages. */
export const quoteWith = (coverages: string[]): InsuranceQuote => quote(coverages);

/** The add-ons the server holds, in the machine's terms (options that differ from their defaults, paid coverages). */
export function addOnsHeld(store: ApplicantStore): AddOnKey[] {
  return store.petApplication ? selectedAddOnsOf(store.petApplication) : [];
}

export const isAddOnKey = (key: string): key is AddOnKey => (ADD_ON_KEYS as readonly string[]).includes(key);
