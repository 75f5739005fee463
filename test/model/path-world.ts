import type { ChallengeResponse, OriginationStartResponse, SignupDetail } from '../../services/contract/origination.schema.ts';
import type { InsuranceQuote, PetApplication, PlanPurchase } from '../../services/contract/insurance.schema.ts';
import { PetDeclineReason, type PetDeclineReason as PetDecline } from '../../services/contract/routes.ts';
import { EXPECTED_STATES, expectScreen, isAddOn, NO_DATA, originationIdInUrl, type AddOn, type ScreenData } from '../e2e/screen-expectations.ts';
import type { Destination, MoveData } from '../e2e/path-expectations.ts';
import type { ModelEvent } from '../../src/flow-map/machine-model/model-events.ts';

// What a model path has told: the inputs the person gave and the answers the services gave, read off
// the path's own events (its fixture data), never off the machine's context. The oracle's
// expectations of each step are made of this.

/** The base policy (both documents, section 9): deductible $500, coinsurance 80%, yearly limit $10,000. */
const BASE_POLICY = { deductible: 500, coinsurance: 80, annual_limit: 10_000 } as const;

/** The routes where the applicant may still change their details (first document, section 4's next steps). */
const DETAIL_ROUTES = ['zoomies.card.about', 'zoomies.card.petless-offer', 'zoomies.card.user'];

const stateOfRoute = new Map(EXPECTED_STATES.map((stateId) => [expectScreen(stateId, NO_DATA)?.route, stateId]));

/** Routes with parameters besides the origination id (onboard.card.PaymentRedirect: quote_id; PostPayment: quote_id, payment_period, revenue). */
const PAYMENT_ROUTES = new Set(['onboard.card.PaymentRedirect', 'PostPayment']);

export class PathWorld {
  private originationId: string | null = null;
  private signup: SignupDetail | null = null;
  private challenge: ChallengeResponse | null = null;
  private petApplication: PetApplication | null = null;
  private purchase: PlanPurchase | null = null;
  private describedPet: string | null = null;
  private petDecline: PetDecline | null = null;
  private start: OriginationStartResponse | null = null;
  /** The latest answer of the validation after the phone check: { success, next }. */
  private validation: { success: boolean; next: string | null } | null = null;
  private partnerCodeFailed = false;
  private signedIn: boolean;
  /** Answers of the decision wait's poll since the path came to the wait. */
  private waitAnswers = 0;
  private waitStateId: string | null = null;
  /** When the path came to the decision wait (the clock of that step). */
  waitEnteredAt: number | null = null;
  /** A load failed since the path came to the state it rests in. */
  loadFailed = false;

  private readonly isMobile: boolean;

  constructor(input: { isMobile?: boolean; tokens?: unknown }) {
    this.isMobile = !!input.isMobile;
    this.signedIn = !!input.tokens;
  }

  /** Takes in a step's event (before the machine sees it: the wait's "on load" is about the answers before this one). */
  apply(event: ModelEvent, stateIdBefore: string): void {
    if (event.type === 'nav.location' && typeof event.url === 'string') this.originationId = originationIdInUrl(event.url) ?? this.originationId;
    if (event.type === 'session.signedIn') this.signedIn = true;
    if (event.type === 'session.signedOut') this.signedIn = false;
    if (event.type === 'app.tokens') this.signedIn = event.tokens !== null;
    // Start over "resets the flow state and local storage": the tokens go with it.
    if (event.type === 'user.reload') this.signedIn = false;
    if (event.type === 'user.submit' && stateIdBefore === 'about') {
      const animal = (event.values as { animal?: { pet_name?: string } } | undefined)?.animal;
      if (animal?.pet_name) this.describedPet = animal.pet_name;
    }
    const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!answer) return;
    const [, kind, service] = answer as unknown as [string, 'done' | 'error', string];
    if (kind === 'error') {
      if (service === 'verifyPartnerCode') this.partnerCodeFailed = true;
      return;
    }
    const output: unknown = event.output;
    switch (service) {
      case 'startOrigination': {
        const start = output as OriginationStartResponse;
        this.start = start;
        if (start.id) this.originationId = start.id;
        break;
      }
      case 'validateOrigination':
        this.validation = output as { success: boolean; next: string | null };
        break;
      case 'listApplications': {
        // A logged-in user "is redirected if a route is returned": to that application.
        const first = (output as { id: string }[])[0];
        if (first) this.originationId = first.id;
        break;
      }
      case 'loadApplicationSummary':
        this.originationId = (output as { id: string }).id;
        break;
      case 'loadChallenge': {
        const challenge = output as ChallengeResponse;
        this.challenge = challenge;
        if (challenge.pet_name) this.describedPet = challenge.pet_name;
        this.petDecline = PetDeclineReason.safeParse(challenge.decline_reason).data ?? this.petDecline;
        break;
      }
      case 'submitPet':
        this.petDecline = (output as { decline_reason: PetDecline | null }).decline_reason;
        break;
      case 'fetchSignup': {
        const signup = output as SignupDetail;
        this.signup = signup;
        if (signup.animal_data?.pet_name) this.describedPet = signup.animal_data.pet_name;
        this.petDecline = signup.pet_decline_reason;
        break;
      }
      case 'loadPetApplication':
      case 'setPolicyOption':
      case 'restoreDefaultOption':
      case 'refreshFinalizedApplication':
        this.petApplication = output as PetApplication;
        break;
      case 'setCoverages':
      case 'restoreStandardCoverages':
        if (this.petApplication) this.petApplication = { ...this.petApplication, insurance_quote: output as InsuranceQuote };
        break;
      case 'createPlanPurchase':
      case 'completePurchase':
      case 'refetchPurchase':
        this.purchase = output as PlanPurchase;
        break;
    }
  }

  /** The step's event has been seen; the path rests in `stateId` now. */
  settle(event: ModelEvent, stateIdBefore: string, stateId: string, clock: number): void {
    const isWait = (id: string) => id === 'preprocessing' || id === 'processing';
    if (isWait(stateId) && this.waitStateId !== stateId) {
      this.waitStateId = stateId;
      this.waitEnteredAt = clock;
      this.waitAnswers = 0;
    } else if (!isWait(stateId)) {
      this.waitStateId = null;
      this.waitEnteredAt = null;
    }
    if (isWait(stateId) && event.type === 'xstate.done.actor.fetchSignup') this.waitAnswers += 1;
    if (stateId !== stateIdBefore) this.loadFailed = false;
    if (event.type.startsWith('xstate.error.actor.')) this.loadFailed = true;
    if (event.type === 'user.retry') this.loadFailed = false;
  }

  /** The signup names a pet application (null: no signup answered yet). */
  hasPetApplication(): boolean | null {
    return this.signup ? this.signup.pet_application !== null : null;
  }

  screenData(): ScreenData {
    const { signup, challenge, petApplication } = this;
    return {
      originationId: this.originationId,
      firstName: signup?.first_name || challenge?.first_name || null,
      petName: this.describedPet,
      petDeclineReason: this.petDecline,
      offer:
        signup && signup.credit_application_credit_limit !== null && signup.credit_application_purchase_apr !== null
          ? { creditLimit: signup.credit_application_credit_limit, aprBasisPoints: signup.credit_application_purchase_apr, promoPoints: signup.promo_points }
          : null,
      hasInsuredPet: signup ? signup.has_card_animal && signup.animal_data !== null : null,
      policyPetName: petApplication?.data.pet_name ?? null,
      addOns: petApplication ? addOnsOf(petApplication) : null,
      annualTotal: this.purchase?.annual_total ?? null,
      requiredDocuments: signup ? signup.application_required_documents.map((d) => d.name) : null,
    };
  }

  moveData(): MoveData {
    const { signup, challenge, petApplication } = this;
    const done = new Set<'pet' | 'details' | 'offer' | 'quiz' | 'policy'>();
    if (challenge && challenge.next !== null && !DETAIL_ROUTES.includes(challenge.next)) done.add('details');
    if (signup?.offer_accepted) done.add('offer');
    if (signup && signup.had_insurance_before !== null) done.add('quiz');
    if (petApplication?.policy_configured || petApplication?.plan_id) done.add('policy');
    return {
      signup,
      waitOnLoad: this.waitAnswers === 0,
      petDeclineReason: this.petDecline,
      petless: signup?.has_card_animal === false,
      done,
      startDestination: this.startDestination(),
      validatedDestination: this.validatedDestination(),
    };
  }

  /**
   * "Success validates, then goes to the next step": the step the answer's next names (the pet step
   * when it names none), 'stay' when it did not validate; unknown for a route that is no flow screen.
   */
  private validatedDestination(): Destination | 'stay' | null {
    const validation = this.validation;
    if (!validation) return null;
    if (!validation.success) return 'stay';
    if (validation.next === null) return { stateId: 'about' };
    // The payment routes carry the quote and the period besides the id (second document, section 2):
    // a next that names them alone cannot open them, and the documents say nothing of that case.
    if (PAYMENT_ROUTES.has(validation.next)) return null;
    return stateOfRoute.has(validation.next) ? { stateId: stateOfRoute.get(validation.next) as string } : null;
  }

  /**
   * "If a route comes back ... a logged-in user goes to that route, otherwise to /signin?next={route}.
   * Without a route ... instalink if on mobile; else {product}-verify if own code is used; else verify."
   * Unknown after a wrong partner code (the attempts then decide).
   */
  private startDestination(): Destination | null {
    const start = this.start;
    if (!start || this.partnerCodeFailed) return null;
    if (start.next) {
      if (!this.signedIn) return { stateId: 'signin' };
      return stateOfRoute.has(start.next) ? { stateId: stateOfRoute.get(start.next) as string } : null;
    }
    if (this.isMobile) return { stateId: 'instalink' };
    return { stateId: start.correlation_id ? 'verify' : 'verifyOwn' };
  }
}

/** The add-ons a pet application holds: options changed from the base policy, and the add-on coverages of its quote. */
function addOnsOf(application: PetApplication): AddOn[] {
  const chosen: AddOn[] = [];
  for (const option of ['coinsurance', 'deductible', 'annual_limit'] as const) if (application.data[option] !== BASE_POLICY[option]) chosen.push(option);
  const quote = application.insurance_quote;
  for (const rate of quote.coverage_rates) if (quote.coverages.includes(rate.id) && isAddOn(rate.name) && !chosen.includes(rate.name)) chosen.push(rate.name);
  return chosen;
}
