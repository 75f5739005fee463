import type { EarlierVisitInput } from '../earlier-visit.ts';

// The earlier visits of the start ways (`start-ways.ts`): each is changed by its one path (a code
// typed, a sign-in code sent, a payment), so each has a phone of its own, in area 214 (no other
// scenario uses it; SANDBOX.md: 214-555-0110..0169 type their identity, 0170..0179 use our own code),
// or in area 972 (the same ranges) once area 214's were taken.

export const START_SEEDS = {
  /** Reloaded while the phone check waits. */
  reloadedAtVerify: { phone: '2145550110', ssn: '', stopAfter: 'started' },
  /** Two wrong partner codes, then a new code asked for. */
  twoWrongCodes: { phone: '2145550111', ssn: '', stopAfter: 'started' },
  /** The right partner code, then the check of the application fails. */
  codeThenCheckFails: { phone: '2145550112', ssn: '', stopAfter: 'started' },
  /** The right partner code, then the check of the application answers that the person is signed out. */
  codeThenSignedOut: { phone: '2145550117', ssn: '', stopAfter: 'started' },
  /** The phone check gives no correlation id (our own code). */
  ownCodeAtVerify: { phone: '2145550170', ssn: '', stopAfter: 'started' },
  /** The own-code page opened by its link. */
  ownCodeByLink: { phone: '2145550171', ssn: '', stopAfter: 'started' },
  // Sign-in on a device that knows no application (the details are in: the person has an account).
  signinLookupSignedOut: { phone: '2145550113', ssn: '123-45-6741' },
  signinLookupFails: { phone: '2145550114', ssn: '123-45-6742' },
  signinWithNext: { phone: '2145550115', ssn: '123-45-6743' },
  signinNewCode: { phone: '2145550116', ssn: '123-45-6744' },
  /** Signed in, and the lookup answers that the account has no application (the fault switch's `empty`). */
  signinFindsNone: { phone: '9725550110', ssn: '123-45-6746' },
  /** Chooses an extra coverage and pays; the purchase is not completed (the fault switch). */
  paysThenPostPayment: { phone: '2145550121', ssn: '123-45-6745', acceptOffer: true, answerQuiz: true },
} as const satisfies Record<string, EarlierVisitInput>;

export type StartSeedName = keyof typeof START_SEEDS;
