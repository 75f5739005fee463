import type { AppConfig } from '../config.ts';
import type { Partners } from '../origination/partners.ts';
import { sandboxCreditDecisions } from './decision-engine.ts';
import { sandboxIdentities } from './identities.ts';
import { sandboxPhoneCheck } from './phone-variants.ts';

// The sandbox's partners (server/origination/partners.ts): every branch reached by a documented
// input of SANDBOX.md. The composition root (server/app.ts) chooses them in sandbox mode.

export const sandboxPartners = (config: AppConfig): Partners => ({
  credit: sandboxCreditDecisions(config.decisionDelayMs),
  phoneCheck: sandboxPhoneCheck,
  identities: sandboxIdentities,
});
