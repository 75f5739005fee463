import type { Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// The start screens (the offer page, "Let's get started") as a visitor opens and submits them.

const pending = () => new Promise<never>(() => {});
const submit: OnboardingEvent = { type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550100', dob: '01-15' } };
/** The start of each kind: one opened, or submitted with `startOrigination` answering. */
const startAt = (url: string) => ({
  opened: state(() => snapshotAt(url, {})),
  submitting: state(() => snapshotAt(url, { startOrigination: pending }, [submit])),
  /** The server failed the start without a usable answer: the values stay, with the retry notice. */
  failed: state(() => snapshotAt(url, { startOrigination: async () => Promise.reject(apiError(503)) }, [submit])),
  /** The server refused a field: its message shows on it. */
  fieldRefused: state(() => {
    const refusal = { ...apiError(400, 'Invalid phone number', 'invalid'), fieldErrors: { phone: ['Invalid phone number'] } };
    return snapshotAt(url, { startOrigination: async () => Promise.reject(refusal) } satisfies Services, [submit]);
  }),
});

export const offerStartAt = {
  ...startAt('/'),
  /** Opened by an offer's link: its points banner. */
  bonusPointsV1: state(() => snapshotAt('/q/signup/start-offer/v1', {})),
  bonusPointsV2: state(() => snapshotAt('/q/signup/start-offer/v2', {})),
  bonusPointsV3: state(() => snapshotAt('/q/signup/start-offer/v3', {})),
};
export const getStartedAt = startAt('/signup/start');
