import { applyThroughApi, type EarlierVisit, type EarlierVisitInput } from '../earlier-visit.ts';
import { LATER_SEEDS } from './later-ways.ts';
import { START_SEEDS, type StartSeedName } from './start-seeds.ts';

// Where a generated path starts: an application made on an earlier visit (through the API the app
// calls), as far as the state needs, and the person's browser that remembers its session. Issue 9
// made every routable state enterable by a deep link, so a path opens its state directly and takes
// its edge, instead of walking the whole flow again. The sandbox inputs (SANDBOX.md) pick the branch.

type SharedSeedName = 'started' | 'verified' | 'described' | 'prequalified' | 'approved' | 'insured' | 'covered' | 'petless' | 'declined' | 'documentsNeeded' | 'addressUnsupported' | keyof typeof LATER_SEEDS;
export type SeedName = SharedSeedName | StartSeedName;

/** Phones 555-0160..0169 and 0135 are typed identities no story uses (the declines take 0120..0130). */
const SEEDS: Record<SharedSeedName, Omit<EarlierVisitInput, 'phone'> & { phone: string }> = {
  started: { phone: '5125550160', ssn: '', stopAfter: 'started' },
  verified: { phone: '5125550161', ssn: '', stopAfter: 'verified' },
  described: { phone: '5125550135', ssn: '', stopAfter: 'pet' },
  prequalified: { phone: '5125550162', ssn: '123-45-6722' },
  approved: { phone: '5125550163', ssn: '123-45-6723', acceptOffer: true },
  insured: { phone: '5125550164', ssn: '123-45-6724', acceptOffer: true, answerQuiz: true },
  covered: { phone: '5125550165', ssn: '123-45-6728', acceptOffer: true, answerQuiz: true, configurePolicy: true },
  // A pet too young for the insurance: the card goes on without it.
  petless: { phone: '5125550166', ssn: '123-45-6729', petAge: '2_week_old', acceptOffer: true },
  declined: { phone: '5125550167', ssn: '000-00-1001' },
  documentsNeeded: { phone: '5125550168', ssn: '000-00-2001' },
  addressUnsupported: { phone: '5125550169', ssn: '000-00-2003' },
  ...LATER_SEEDS,
};

/**
 * The earlier visits a routable state is deep-linked with (states without one are not deep-linked):
 * the first is where its loaders are made to fail; each further one opens the state at a later stage,
 * where its checks on entry send the person on (an offer already accepted, a quiz already answered).
 */
export const SEEDS_OF_STATE: Readonly<Record<string, readonly [SeedName, ...SeedName[]]>> = {
  // Signed in at the start: the start screen looks up the person's applications first.
  offerStart: ['insured'],
  getStarted: ['insured'],
  instalink: ['started'],
  verify: ['started'],
  verifyOwn: ['started'],
  about: ['verified', 'prequalified'],
  petlessOffer: ['verified', 'prequalified'],
  user: ['described', 'prequalified'],
  preprocessing: ['prequalified'],
  acceptOffer: ['prequalified', 'approved'],
  processing: ['approved'],
  congratulations: ['approved'],
  quiz: ['approved', 'insured'],
  additionalServices: ['insured', 'covered', 'petless'],
  payment: ['insured'],
  welcome: ['insured'],
  dashboard: ['covered', 'petless'],
  notPreQualified: ['declined'],
  additionalInformation: ['documentsNeeded'],
  unsupportedAddress: ['addressUnsupported'],
  uploadDocument: ['addressUnsupported'],
};

/** Loaders (by state id) and failure branches (by edge id) the driver cannot yet drive, with why. */
export const NOT_DRIVEN: Readonly<Record<string, string>> = {};

/** What the earlier visit of a seed gave (the oracle's data of its paths). */
export const seedInput = (name: SeedName): EarlierVisitInput => (name in START_SEEDS ? START_SEEDS[name as StartSeedName] : SEEDS[name as SharedSeedName]);

/** The seed's phone (ten digits), as the person types it on a start screen. */
export const phoneOf = (name: SeedName): string => seedInput(name).phone;

const made = new Map<SeedName, Promise<EarlierVisit>>();

/** Each seed is made once per run and shared: the paths that use it only read it. */
export function seed(baseUrl: string, name: SeedName): Promise<EarlierVisit> {
  let visit = made.get(name);
  if (!visit) {
    visit = applyThroughApi(baseUrl, seedInput(name));
    made.set(name, visit);
  }
  return visit;
}
