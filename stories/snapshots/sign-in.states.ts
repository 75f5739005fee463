import type { Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { apiError, challenge } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// Sign-in by email code (/signin), as a returning applicant goes through it.

const pending = () => new Promise<never>(() => {});
const sendEmail: OnboardingEvent = { type: 'user.submit', form: 'email', values: { email: challenge.email } };
const sent = async () => ({ shared_key: 'sk-1' });
const signIn = (services: Services, events: OnboardingEvent[] = [], url = '/signin') => snapshotAt(url, services, events);

export const signInAt = {
  email: state(() => signIn({})),
  /** Sent by the login route: this phone already has an application. */
  emailWithLoginMessage: state(() => signIn({}, [], '/signin?next=%2Fonboard%2Fcard%2Fapplicant-details')),
  sendingCode: state(() => signIn({ login: pending }, [sendEmail])),
  /** The email refused by the limit: the server's words. */
  refused: state(() => signIn({ login: async () => Promise.reject({ ...apiError(429, 'Please wait 30 seconds.', 'too_many_requests'), retryAfterSeconds: 30 }) }, [sendEmail])),
  code: state(() => signIn({ login: sent }, [sendEmail])),
  wrongCode: state(() => signIn({ login: sent, validateLogin: async () => Promise.reject(apiError(400, 'Wrong code. Please try again', 'wrong_code')) }, [sendEmail, { type: 'user.submit', form: 'code', values: { code: '123456' } }])),
  resending: state(() => {
    const sends = [sent, pending];
    return signIn({ login: () => sends.shift()!() }, [sendEmail, { type: 'user.resend' }]);
  }),
  newCodeSent: state(() => signIn({ login: sent }, [sendEmail, { type: 'user.resend' }])),
};
