import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { KO_STATUSES, NOT_PRE_QUALIFIED_STATUSES, type PetDeclineReason } from '../../services/contract/routes.ts';
import { POINTS_OFFERS } from '../../services/contract/marketing.constants.ts';

// The oracle of every routable state: what its screen must show, written from the two documents in
// ../shared/spec/ and from SANDBOX.md, never read from the machine (no route table, selector or
// screen is imported here: only the contract's names and the path's data). The model paths (machine
// level, test/model/) and the generated browser paths (test/e2e/generated/) check it at every step.
//
// Each state names its contract route, the shape of its URL, its heading (the document's words where
// it gives them; where it gives none, the words the screen shows, marked `from: 'screen'`), and the
// facts it must show (and must not) given what the path has told so far (`ScreenData`).

/** What the path has told so far: the data a screen's facts are made of (null: not known yet). */
export interface ScreenData {
  originationId: string | null;
  /** The applicant's first name on the application. */
  firstName: string | null;
  /** The pet as the applicant described it (also when it is not eligible). */
  petName: string | null;
  /** Why the pet cannot be insured; null when it can (or is not known). */
  petDeclineReason: PetDeclineReason | null;
  /** The offer: credit limit in dollars, the purchase APR as the server sends it (basis points: 2624 is 26.24%). */
  offer: { creditLimit: number; aprBasisPoints: number; promoPoints: number | null } | null;
  /** Whether the card insures a pet (false: a pet-less card); null when not known. */
  hasInsuredPet: boolean | null;
  /** The pet the insurance policy is for (the pet application). */
  policyPetName: string | null;
  /** The add-ons chosen on the insurance page, by the second document's names; null when not known. */
  addOns: readonly AddOn[] | null;
  /** The plan purchase's yearly total, in dollars. */
  annualTotal: number | null;
  /** The documents the decision asks for (their names). */
  requiredDocuments: readonly string[] | null;
}

export const NO_DATA: ScreenData = {
  originationId: null,
  firstName: null,
  petName: null,
  petDeclineReason: null,
  offer: null,
  hasInsuredPet: null,
  policyPetName: null,
  addOns: null,
  annualTotal: null,
  requiredDocuments: null,
};

/**
 * Add-on prices (second document, section 9: "prescription meds 150, vet visits 150, wellness plan
 * 250, increased coinsurance 100, physical therapy 150, decreased deductible 150, increased annual
 * limit 150"; yearly dollars, as the page's "additional coverage total per year" reads them).
 */
export const ADD_ON_PRICE = {
  prescription_meds: 150,
  vet_visit: 150,
  preventative_plus: 250,
  coinsurance: 100,
  physical_therapy: 150,
  deductible: 150,
  annual_limit: 150,
} as const;
export type AddOn = keyof typeof ADD_ON_PRICE;
export const isAddOn = (name: string): name is AddOn => name in ADD_ON_PRICE;

/** A fact a screen shows: what it is (for the report) and the words that show it. */
export interface Fact {
  what: string;
  pattern: RegExp;
}

export interface ScreenExpectation {
  stateId: string;
  /** The contract route name ('signin' for sign-in, which has a path but no contract name). */
  route: string;
  url: RegExp;
  heading: RegExp;
  /** Where the heading's words come from: the documents, or the screen where they give none. */
  headingFrom: 'spec' | 'screen';
  shows: Fact[];
  hides: Fact[];
}

// ---- How the documents write money, percents and points -----------------------------------------

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const grouped = new Intl.NumberFormat('en-US');

/** US dollars (first document, section 9: two decimals; the documents also write whole amounts as "$249"). */
export function money(amount: number): RegExp {
  const [whole, cents = '00'] = amount.toFixed(2).split('.');
  const dollars = grouped.format(Number(whole));
  return new RegExp(`\\$${escape(dollars)}${cents === '00' ? '(?:\\.00)?' : `\\.${cents}`}(?![\\d.])`);
}

/** The purchase APR "as a percent with two decimals"; the server sends it in basis points (divided by 100 for display). */
export const percent = (basisPoints: number): RegExp => new RegExp(`${escape((basisPoints / 100).toFixed(2))}%`);

const fact = (what: string, pattern: RegExp | string): Fact => ({ what, pattern: typeof pattern === 'string' ? new RegExp(escape(pattern)) : pattern });

// ---- URLs ---------------------------------------------------------------------------------------

/**
 * "All routes of the card flow carry an origination id parameter {id}": the card routes live under
 * /onboard/card/{id}/, named by their route name's last part (the personal details by the login
 * route's next, /onboard/card/applicant-details, of the first document).
 */
const card = (slug: string, id: string | null) => new RegExp(`^/onboard/card/${id ? escape(encodeURIComponent(id)) : '[^/?#]+'}/${slug}/?(?:[?#].*)?$`);

/** The not-pre-qualified status a URL carries (its route parameter), or null. */
export function statusInUrl(url: string | null): string | null {
  const status = url ? /^\/onboard\/card\/[^/]+\/not-pre-qualified\/([^/?#]+)/.exec(url)?.[1] : undefined;
  return status ? decodeURIComponent(status) : null;
}

/** The origination id a card URL carries, or null. */
export function originationIdInUrl(url: string | null): string | null {
  const id = url ? /^\/onboard\/card\/([^/?#]+)\//.exec(url)?.[1] : undefined;
  return id ? decodeURIComponent(id) : null;
}

/** The bonus points of the offer id a start URL names (none for an id the offers table does not have). */
function bonusPointsOf(url: string | null): number[] {
  const offerId = url ? /^\/q\/signup\/start-offer\/([^/?#]+)/.exec(url)?.[1] : undefined;
  return offerId && Object.hasOwn(POINTS_OFFERS, offerId) ? [POINTS_OFFERS[offerId as keyof typeof POINTS_OFFERS].points] : [];
}

// ---- The not-pre-qualified messages (second document, section 4) -------------------------------

/** "no offer that meets your needs at this time" (the meaning the table gives, not its words). */
const NO_OFFER = fact('the no-offer message', /offer that meets your needs at this time/i);

/** What each status must show; statuses whose text the document does not show have none. */
function statusFacts(status: string, petName: string | null): Fact[] {
  if ((KO_STATUSES as readonly string[]).includes(status)) return [NO_OFFER];
  switch (status) {
    case 'ko_frozen_file':
      return [
        fact('the frozen report', /credit report is frozen/i),
        fact('applying again after unfreezing', /apply again after unfreezing/i),
        fact("the 'Unfreeze my credit' button", 'Unfreeze my credit'),
      ];
    case 'pet_too_young':
      return [
        fact('the minimum age', "We can't insure pets until they are 7 weeks old."),
        fact('the email when old enough', /email/i),
        ...(petName ? [fact("the pet's name", petName)] : []),
      ];
    case 'additional_information_thankyou':
      return [fact('the thank-you', /thank you/i), fact('the review time', /about 1 business day/i)];
    default:
      return [];
  }
}

// ---- The expectation of each routable state ---------------------------------------------------

type Expect = (data: ScreenData, seenUrl: string | null) => Omit<ScreenExpectation, 'stateId'>;

/** Any name (no `u` flag: Playwright's text filters refuse it). */
const anyName = '.+?';
const named = (name: string | null) => (name ? escape(name) : anyName);

const offerFacts = (data: ScreenData): Fact[] =>
  data.offer
    ? [
        fact('the credit limit', money(data.offer.creditLimit)),
        fact('the purchase APR', percent(data.offer.aprBasisPoints)),
        fact('the yearly fee', money(249)),
      ]
    : [];

/** The origination id every card URL carries. */
const ofApplication = (data: ScreenData) => data.originationId;

const EXPECTATIONS: Record<string, Expect> = {
  offerStart: (_, seenUrl) => ({
    route: 'zoomies.card.offer.start',
    // The offer page, and /q/signup/start-offer/:offerId (v1, v2 or v3) with its bonus points.
    url: /^\/(?:q\/signup\/start-offer\/[^/?#]+)?(?:[?#].*)?$/,
    heading: /^A credit card with up to \$10k of built-in pet insurance$/i,
    headingFrom: 'spec',
    shows: [
      fact('built-in pet insurance', /built-in pet insurance/i),
      fact('$10,000 in insurance', /\$10,000 in insurance/i),
      fact('3x points on pet purchases', /3x points on pet purchases/i),
      ...['Privacy Policy', 'Privacy Notice', 'Terms of Service', 'TCPA Consent', 'Electronic Communications Disclosure'].map((doc) => fact(`the ${doc}`, new RegExp(escape(doc), 'i'))),
      // "An optional bonus-points banner shows when offerId is valid" (v1 5,000, v2 25,000, v3 20,000).
      ...bonusPointsOf(seenUrl).map((points) => fact('the bonus points of the offer', new RegExp(`${escape(grouped.format(points))} bonus points`, 'i'))),
    ],
    hides: [],
  }),
  getStarted: () => ({
    route: 'zoomies.card.getStarted',
    url: /^\/signup\/start\/?(?:[?#].*)?$/,
    heading: /^Let's get started$/,
    headingFrom: 'spec',
    shows: [fact('the phone field', /Phone number/), fact('the date of birth field', /Date of birth/)],
    hides: [],
  }),
  instalink: (data) => ({
    route: 'zoomies.card.instalink',
    url: card('instalink', ofApplication(data)),
    heading: /^Check your email for the link sent!$/,
    headingFrom: 'spec',
    shows: [],
    hides: [],
  }),
  signin: () => ({
    route: 'signin',
    url: /^\/signin\/?(?:\?next=[^&#]+)?(?:[&#].*)?$/,
    heading: /^(?:Sign in|Check your email)$/,
    headingFrom: 'screen',
    shows: [],
    hides: [],
  }),
  verify: (data) => ({
    route: 'zoomies.card.verify',
    url: card('verify', ofApplication(data)),
    heading: /^Verify your phone number$/,
    headingFrom: 'screen',
    shows: [],
    hides: [],
  }),
  verifyOwn: (data) => ({
    route: 'zoomies.card.zoomies-verify',
    url: card('zoomies-verify', ofApplication(data)),
    heading: /^Enter your verification code$/,
    headingFrom: 'screen',
    shows: [],
    hides: [],
  }),
  about: (data) => ({
    route: 'zoomies.card.about',
    url: card('about', ofApplication(data)),
    heading: /^Tell us about your pet$/,
    headingFrom: 'screen',
    shows: [fact('the pet name field', /Pet name/)],
    hides: [],
  }),
  petlessOffer: (data) => ({
    route: 'zoomies.card.petless-offer',
    url: card('petless-offer', ofApplication(data)),
    // "'{pet} is not eligible'".
    heading: new RegExp(`^${data.petName ? escape(data.petName) : `(?:${anyName})`} is not eligible$`),
    headingFrom: 'spec',
    shows: [
      fact("'Try another pet'", 'Try another pet'),
      ...(data.petDeclineReason === 'pet_too_young' ? [fact('the minimum age', "We can't insure pets until they are 7 weeks old.")] : []),
    ],
    hides: [],
  }),
  user: (data) => ({
    route: 'zoomies.card.user',
    url: card('applicant-details', ofApplication(data)),
    heading: /^(?:Your personal and financial details|Please confirm your details)$/,
    headingFrom: 'screen',
    shows: [fact('the annual income field', /Annual income/)],
    hides: [],
  }),
  preprocessing: (data) => processing(data, 'preprocessing'),
  processing: (data) => processing(data, 'processing'),
  acceptOffer: (data) => ({
    route: 'zoomies.card.accept-offer',
    url: card('accept-offer', ofApplication(data)),
    // "Title: pre-qualified for the card"; the screen greets the applicant by name when it is known.
    heading: new RegExp(`^(?:${data.firstName ? `${escape(data.firstName)}, you're` : `(?:${anyName}, you're|You're)`}) pre-qualified for the ${PRODUCT_NAME} card!$`),
    headingFrom: 'spec',
    shows: [
      ...offerFacts(data),
      fact("'subject to approval'", 'subject to approval'),
      ...(data.offer ? [fact('the bonus points (20,000 unless the visit gave others)', new RegExp(`${escape(grouped.format(data.offer.promoPoints ?? 20_000))} points`))] : []),
      fact('the bank privacy notice', /privacy notice/i),
      fact('the cardholder agreement', /cardholder agreement/i),
      fact('the rewards addendum', /rewards addendum/i),
      fact("the 'Finish up' button", 'Finish up'),
      ...(data.hasInsuredPet && data.petName ? [fact("the pet's eligibility card", new RegExp(escape(data.petName)))] : []),
    ],
    hides: data.hasInsuredPet === false && data.petName ? [fact("a pet's eligibility card on a pet-less offer", new RegExp(`${escape(data.petName)} is eligible`))] : [],
  }),
  congratulations: (data) => ({
    route: 'zoomies.card.congratulations',
    url: card('congratulations', ofApplication(data)),
    heading: new RegExp(`^Congratulations(?:, ${named(data.firstName)})?! You're approved\\.$`),
    headingFrom: 'screen',
    shows: [
      ...offerFacts(data),
      fact("the fee 'due in your first billing cycle'", /due in your first billing cycle/),
      fact('the card by mail in 1-2 weeks', /1-2 weeks/),
      ...(data.hasInsuredPet ? [fact("'Next let's finalize your insurance'", "Next let's finalize your insurance")] : []),
    ],
    // "For pet flows it adds 'Next let's finalize your insurance'": not for a pet-less card.
    hides: data.hasInsuredPet === false ? [fact("'Next let's finalize your insurance' on a pet-less card", "Next let's finalize your insurance")] : [],
  }),
  quiz: (data) => ({
    route: 'zoomies.card.quiz',
    url: card('quiz', ofApplication(data)),
    heading: /^One quick question$/,
    headingFrom: 'screen',
    shows: [fact('the question', 'Have you had pet insurance before?'), fact('Yes', /Yes/), fact('No', /No/)],
    hides: [],
  }),
  additionalServices: (data) => ({
    route: 'zoomies.card.additional-services',
    url: card('additional-services', ofApplication(data)),
    // "Title: 'Adjust and finalize {pet}'s insurance policy'"; once the 24 hours are over the page
    // shows the finalized policy instead (the screen's words).
    heading: new RegExp(`^(?:Adjust and finalize ${named(data.policyPetName)}'s insurance policy|${named(data.policyPetName)}'s insurance policy is finalized)$`),
    headingFrom: 'spec',
    shows: [],
    hides: [],
  }),
  payment: (data) => paymentPage(data, 'payment'),
  postPayment: (data) => paymentPage(data, 'post-payment'),
  welcome: (data) => ({
    route: 'user.onboard.base',
    url: /^\/onboard\/welcome\/?(?:[?#].*)?$/,
    heading: new RegExp(`^Welcome to ${PRODUCT_NAME}(?:, ${named(data.firstName)})?!$`),
    headingFrom: 'screen',
    shows: [fact('the card by mail in 1-2 weeks', /1-2 weeks/), ...(data.hasInsuredPet && data.petName ? [fact("the pet's name", data.petName)] : [])],
    hides: [],
  }),
  dashboard: (data) => ({
    route: 'Dashboard',
    url: /^\/dashboard\/?(?:[?#].*)?$/,
    heading: data.firstName ? new RegExp(`^Hi (?:${escape(data.firstName)}|there)$`) : /^Hi /,
    headingFrom: 'screen',
    shows: [],
    hides: [],
  }),
  notPreQualified: (data, seenUrl) => {
    const status = statusInUrl(seenUrl);
    const known = status !== null && (NOT_PRE_QUALIFIED_STATUSES as readonly string[]).includes(status);
    const shows = known ? statusFacts(status, data.petName) : [];
    return {
      route: 'zoomies.card.not-pre-qualified',
      url: card('not-pre-qualified(?:/[^/?#]+)?', ofApplication(data)),
      heading: /./,
      headingFrom: 'screen',
      shows,
      // Only the ko_ statuses say that no offer meets the applicant's needs.
      hides: known && !(KO_STATUSES as readonly string[]).includes(status) ? [NO_OFFER] : [],
    };
  },
  unsupportedAddress: (data) => ({
    route: 'zoomies.card.unsupported-address',
    url: card('unsupported-address', ofApplication(data)),
    heading: /^What's your home address\?$/,
    headingFrom: 'screen',
    shows: [fact('the residence type', /Residence type/i)],
    hides: [],
  }),
  uploadDocument: (data) => ({
    route: 'zoomies.card.unsupported-address.upload-document',
    url: card('unsupported-address/upload-document', ofApplication(data)),
    heading: /^Thanks for adding a new address, let's verify it!$/,
    headingFrom: 'spec',
    shows: [],
    hides: [],
  }),
  additionalInformation: (data) => ({
    route: 'zoomies.card.aditionalinformation',
    url: card('aditionalinformation', ofApplication(data)),
    heading: /^Help us verify your application$/,
    headingFrom: 'screen',
    shows: (data.requiredDocuments ?? []).map((name) => fact(`the required document '${name}'`, name)),
    hides: [],
  }),
};

function processing(data: ScreenData, slug: 'preprocessing' | 'processing'): Omit<ScreenExpectation, 'stateId'> {
  return {
    route: `zoomies.card.${slug}`,
    url: card(slug, ofApplication(data)),
    // The wait (second document, 2.2); past the 31 s the page reports the time-out and offers to try again.
    heading: /^(?:Your information is being reviewed\.\.\.|This is taking longer than usual)$/,
    headingFrom: 'spec',
    shows: [],
    hides: [],
  };
}

function paymentPage(data: ScreenData, slug: 'payment' | 'post-payment'): Omit<ScreenExpectation, 'stateId'> {
  return {
    route: slug === 'payment' ? 'onboard.card.PaymentRedirect' : 'PostPayment',
    // onboard.card.PaymentRedirect (parameter quote_id); PostPayment (quote_id, payment_period, revenue).
    url: card(`${slug}/[^/?#]+`, ofApplication(data)),
    heading: new RegExp(`^Pay for ${named(data.policyPetName)}'s extra coverage$`),
    headingFrom: 'screen',
    shows: data.annualTotal !== null ? [fact('the yearly total', money(data.annualTotal))] : [],
    hides: [],
  };
}

/** The processing wait's own texts (second document, 2.2), shown while it waits. */
export const PROCESSING_FACTS: readonly Fact[] = [
  fact('the review text', 'Your information is being reviewed...'),
  fact('the five minutes', 'Processing can take up to 5 minutes, please do not close this page.'),
];

/** The additional coverage total per year of the chosen add-ons, in dollars. */
export const addOnTotal = (addOns: readonly AddOn[]): number => addOns.reduce((sum, addOn) => sum + ADD_ON_PRICE[addOn], 0);

/** The add-on page's total, shown while the policy can still be adjusted. */
export const addOnTotalFact = (addOns: readonly AddOn[]): Fact => fact('the additional coverage total per year', new RegExp(`${money(addOnTotal(addOns)).source} per year`));

/** The states that have an expectation: every routable state. */
export const EXPECTED_STATES: readonly string[] = Object.keys(EXPECTATIONS);

/** The expectation of a routable state given the path's data (and the URL seen, for a route parameter). */
export function expectScreen(stateId: string, data: ScreenData, seenUrl: string | null = null): ScreenExpectation | null {
  const expect = EXPECTATIONS[stateId];
  return expect ? { stateId, ...expect(data, seenUrl) } : null;
}

/**
 * The heading of each screen whatever the data, for a walk that only waits for a screen to show
 * (`applicant.ts`, the driver's deep links).
 */
export const SCREEN_HEADINGS: Record<string, RegExp> = Object.fromEntries(EXPECTED_STATES.map((stateId) => [stateId, (expectScreen(stateId, NO_DATA) as ScreenExpectation).heading]));
