import type { Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { apiError, startResponse } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// The phone verification (zoomies.card.verify, zoomies.card.zoomies-verify) and the instant link,
// from the start form's submit on.

const pending = () => new Promise<never>(() => {});
const start: OnboardingEvent = { type: 'user.submit', form: 'start', values: { phoneNumber: '+15125550100', dob: '01-15' } };
const code = (value: string): OnboardingEvent => ({ type: 'user.submit', form: 'code', values: { code: value } });
const refused = (status: number, message: string, code: string) => async () => Promise.reject(apiError(status, message, code));

/** Started; the partner checks the phone with `services`, then `events`. */
const partner = (services: Services, events: OnboardingEvent[] = []) =>
  snapshotAt('/', { startOrigination: async () => startResponse(), startPhoneCheck: async () => ({ correlation_id: 'corr-7', notice: null }), ...services }, [start, ...events]);
/** Started without a partner: our own code is sent with `services`, then `events`. */
const own = (services: Services, events: OnboardingEvent[] = []) =>
  snapshotAt('/', { startOrigination: async () => startResponse({ correlation_id: null }), sendOwnCode: async () => ({ shared_key: 'key-1' }), ...services }, [start, ...events]);

export const verifyAt = {
  partnerCode: state(() => partner({})),
  checkingPhone: state(() => partner({ startPhoneCheck: pending })),
  submitting: state(() => partner({ verifyPartnerCode: pending }, [code('4821')])),
  wrongCode: state(() => partner({ verifyPartnerCode: refused(400, 'Wrong code. Please try again', 'wrong_code') }, [code('4821')])),
  alreadyRegistered: state(() => partner({ startPhoneCheck: async () => ({ correlation_id: 'corr-7', notice: 'already_registered' }) })),
  phoneCheckFailed: state(() => partner({ startPhoneCheck: refused(422, "We're having trouble verifying your number", 'phone_check_failed') })),
  phoneLinked: state(() => partner({ startPhoneCheck: refused(409, 'This phone number is already linked to an account.', 'phone_linked') })),
  unreachable: state(() => partner({ startPhoneCheck: refused(0, 'Something went wrong', 'network_error') })),
  serverFailed: state(() => partner({ verifyPartnerCode: refused(503, 'Service unavailable', 'server_error') }, [code('4821')])),
  refused: state(() => partner({ verifyPartnerCode: async () => ({ success: true }), validateOrigination: refused(403, 'You do not have permission to perform this action.', 'permission_denied') }, [code('4821')])),
  notVerified: state(() => partner({ verifyPartnerCode: async () => ({ success: true }), validateOrigination: async () => ({ success: false, next: null }) }, [code('4821')])),
  codeExpired: state(() => partner({ verifyPartnerCode: refused(400, 'This code has expired. Please request a new one.', 'code_expired') }, [code('4821')])),
  tooManyAttempts: state(() => partner({ verifyPartnerCode: refused(429, 'Too many wrong codes. Please request a new code in a few minutes.', 'too_many_attempts') }, [code('4821')])),
  /** A new code asked too soon: the code sent stays good, the wait shows beside its input. */
  waitBesideInput: state(() => {
    const answers = [async () => ({ correlation_id: 'corr-7', notice: null }), async () => Promise.reject({ ...apiError(429, 'Please wait 25 seconds before requesting a new code.', 'too_many_requests'), retryAfterSeconds: 25 })];
    return partner({ startPhoneCheck: async () => answers.shift()!() }, [{ type: 'user.resend' }]);
  }),
  ownCode: state(() => own({})),
  /** The first send of our own code refused by its limit: no code to type. */
  rateLimitedNoCode: state(() => own({ sendOwnCode: async () => Promise.reject({ ...apiError(429, 'Too many codes requested. Please try again in 9 minutes.', 'too_many_requests'), retryAfterSeconds: 540 }) })),
  sendFailed: state(() => own({ sendOwnCode: refused(503, 'Service unavailable', 'server_error') })),
  /** Our own code refused for a phone linked to another account: the partner path's message and link. */
  ownCodePhoneLinked: state(() => own({ sendOwnCode: refused(409, 'This phone number is already linked to an account.', 'phone_linked') })),
};


/** On a phone: the start sends the instant link (with `services`) instead of a code. */
const onPhone = (services: Services) =>
  snapshotAt('/', { startOrigination: async () => startResponse(), sendInstantLink: async () => ({ token: 'handle' }), ...services }, [start], { isMobile: true });
export const instalinkAt = {
  sent: state(() => onPhone({})),
  sending: state(() => onPhone({ sendInstantLink: pending })),
  failed: state(() => onPhone({ sendInstantLink: async () => Promise.reject(apiError(503)) })),
  refused: state(() => onPhone({ sendInstantLink: refused(400, 'No phone on file', 'invalid') })),
};
