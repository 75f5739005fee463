import type { AppConfig } from '../config.ts';
import { ordinaryCreditDecisions, type CreditDecisions } from './credit-decisions.ts';
import { noIdentitiesOnFile, type IdentityDirectory } from './identity-directory.ts';
import { ordinaryPhoneCheck, type PhoneCheckPartner } from './phone-check-partner.ts';

// The partners an application asks: who decides on credit, who proves the phone, who has identities
// on file. Each is a port the domain owns; the composition root (server/app.ts) chooses by mode,
// production's here or the sandbox's (server/sandbox/sandbox-partners.ts), and hands them to the
// routes as `app.partners`. A service never asks the mode what a partner would answer.

export interface Partners {
  credit: CreditDecisions;
  phoneCheck: PhoneCheckPartner;
  identities: IdentityDirectory;
}

export const productionPartners = (config: AppConfig): Partners => ({
  credit: ordinaryCreditDecisions(config.decisionDelayMs),
  phoneCheck: ordinaryPhoneCheck,
  identities: noIdentitiesOnFile,
});
