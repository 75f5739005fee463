import { emptyStore, newPetApplication, quoteWith, type ApplicantStore, type Origination } from '../server/applicant-store.ts';
import { petValues } from '../../../src/flow-map/machine-model/model-events.ts';
import type { AnimalPayload } from '../../../services/contract/animal.schema.ts';
import type { OriginationAddress } from '../../../services/contract/common.schema.ts';
import type { SimulatedBrowser } from './simulated-browser.ts';

// Where a sequence begins: a new applicant on the offer page, or one who comes back to a later step
// (the server holds what they did; the tab's history holds the steps' URLs; the saved snapshot is
// gone, as after a new deploy or on another tab). Later starts let a bounded run reach the later
// steps, where most calls are.

export interface Start {
  name: string;
  /** The tab's history, oldest first; the last is the address the page loads. */
  history: readonly string[];
  store(): ApplicantStore;
  /** What the tab's storage holds besides the flow: the tokens. */
  signIn(browser: SimulatedBrowser, store: ApplicantStore): void;
}

const card = (step: string) => `/onboard/card/orig-1/${step}`;

function applicant(over: Partial<Origination>): ApplicantStore {
  const store = emptyStore();
  store.started = 1;
  store.origination = {
    id: 'orig-1', phoneNumber: '+15125550100', correlationId: 'corr-1', codeSent: true, phoneVerified: true,
    animal: null, address: null, completed: false, decision: 'prequalified', offerAccepted: false, hadInsuranceBefore: null, ...over,
  };
  if (store.origination.completed) {
    store.hasUser = true;
    store.petApplication = newPetApplication();
  }
  return store;
}

const pet = { animal: petValues.animal as AnimalPayload, address: petValues.address as OriginationAddress };
const applicantToken = (browser: SimulatedBrowser) => browser.session.setApplicantToken('applicant-orig-1', 'orig-1');
const signedIn = (browser: SimulatedBrowser, store: ApplicantStore) => {
  store.tokensIssued += 1;
  store.userSessionValid = true;
  applicantToken(browser);
  browser.session.setTokens({ access: `access-${store.tokensIssued}`, refresh: `refresh-${store.tokensIssued}` });
};

export const STARTS: readonly Start[] = [
  { name: 'a new applicant on the offer page', history: ['/'], store: emptyStore, signIn: () => {} },
  {
    name: 'back on the pet page, phone verified',
    history: ['/', card('verify'), card('about')],
    store: () => applicant({}),
    signIn: applicantToken,
  },
  {
    name: 'back on the personal details, pet given',
    history: ['/', card('verify'), card('about'), card('applicant-details')],
    store: () => applicant(pet),
    signIn: applicantToken,
  },
  {
    name: 'signed in on the offer, pre-qualified',
    history: ['/', card('about'), card('applicant-details'), card('accept-offer')],
    store: () => applicant({ ...pet, completed: true }),
    signIn: signedIn,
  },
  {
    name: 'signed in on the add-on page, approved',
    history: ['/', card('accept-offer'), card('congratulations'), card('quiz'), card('additional-services')],
    store: () => applicant({ ...pet, completed: true, offerAccepted: true, hadInsuranceBefore: false }),
    signIn: signedIn,
  },
  {
    name: 'signed in on the payment of an add-on, approved',
    history: ['/', card('quiz'), card('additional-services'), card('payment/quote-1')],
    store: () => {
      const store = applicant({ ...pet, completed: true, offerAccepted: true, hadInsuranceBefore: false });
      if (store.petApplication) store.petApplication.insurance_quote = quoteWith(['cov-vet']);
      return store;
    },
    signIn: signedIn,
  },
  {
    name: 'signed in on the documents the decision asks for',
    history: ['/', card('applicant-details'), card('aditionalinformation')],
    store: () => applicant({ ...pet, completed: true, decision: 'documentsNeeded' }),
    signIn: signedIn,
  },
];
