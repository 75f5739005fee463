import { ACCESS_TOKEN_TTL_S } from '../../../server/auth/token-lifetimes.ts';
import { budget } from '../../browser/time-budget.ts';
import { applyThroughApi, signInThroughApi, type EarlierVisit, type EarlierVisitInput } from '../earlier-visit.ts';
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

/**
 * A path starts with a signed-in session that outlives it: refreshing is never needed, except where a
 * path makes the server refuse a call (then its browser refreshes, and may spend the seed's refresh
 * token). The longest path, on a busy machine, and never more than half the token's life.
 */
const RENEW_WITHIN_MS = Math.min(budget(120_000), (ACCESS_TOKEN_TTL_S * 1000) / 2);

export interface SeedCacheOptions<Name extends string> {
  make(name: Name): Promise<EarlierVisit>;
  signIn(email: string): Promise<{ access: string; refresh: string }>;
  accessTtlMs: number;
  renewWithinMs: number;
  now?: () => number;
}

/**
 * Each seed is made once per run and shared: the paths that use it only read it. Its browsers share
 * its token pair, which works while no browser needs to refresh: refresh tokens are single-use, and a
 * second use revokes the whole family. A run that lasts longer than the access token (15 minutes: a
 * slow run on a busy machine) made late paths refresh a token an earlier path had spent, and they
 * were signed out. So before the access token gets near its end, the seed signs in again (a new
 * family; the browsers still holding the old pair finish on their still valid access token).
 */
export function seedCache<Name extends string>(options: SeedCacheOptions<Name>): (name: Name) => Promise<EarlierVisit> {
  const now = options.now ?? Date.now;
  const made = new Map<Name, Promise<EarlierVisit>>();
  const lasts = (visit: EarlierVisit) => visit.tokensIssuedAt === null || now() < visit.tokensIssuedAt + options.accessTtlMs - options.renewWithinMs;
  return (name) => {
    const visit = (made.get(name) ?? options.make(name)).then(async (known) => {
      if (lasts(known)) return known;
      const issuedAt = now();
      return { ...known, tokens: await options.signIn(known.email), tokensIssuedAt: issuedAt };
    });
    // The seed's next path waits for this one's renewal: one sign-in, not one per path.
    made.set(name, visit);
    return visit;
  };
}

let seeds: ((name: SeedName) => Promise<EarlierVisit>) | null = null;

/** The seed's earlier visit, made on first use (one server per run). */
export function seed(baseUrl: string, name: SeedName): Promise<EarlierVisit> {
  seeds ??= seedCache<SeedName>({
    make: (seedName) => applyThroughApi(baseUrl, seedInput(seedName)),
    signIn: (email) => signInThroughApi(baseUrl, email),
    accessTtlMs: ACCESS_TOKEN_TTL_S * 1000,
    renewWithinMs: RENEW_WITHIN_MS,
  });
  return seeds(name);
}
