import type { Applicant } from './applicant.ts';
import { acceptOffer, addVetVisitsAndFinalize, answerQuiz, continueAfterApproval, describePet, finishAtWelcome, keepStandardCoverage, startApplication, typePersonalDetails, verifyPhone } from './applicant-actions.ts';

// The walks, each a person with their own phone number (rate limits are per recipient), chosen so
// that together they reach every screen and every sandbox outcome of SANDBOX.md.

export interface Scenario {
  name: string;
  /** Ten digits. 555-0100..0109 have identities on file; 0110..0169 are typed identities. */
  phone: string;
  /** 390x844 instead of a desktop window. */
  phoneViewport?: boolean;
  /** Installs Playwright's fake clock before the app loads (to fast-forward time-outs). */
  fakeClock?: boolean;
  run(applicant: Applicant): Promise<void>;
}

/** Start → verify → pet → typed personal details with this SSN. */
async function typedApplicant(applicant: Applicant, ssn: string): Promise<void> {
  await startApplication(applicant);
  await verifyPhone(applicant);
  await describePet(applicant);
  await typePersonalDetails(applicant, { ssn });
  await applicant.recorder.waitForState('preprocessing');
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'approved-with-add-ons',
    phone: '5125550111',
    async run(a) {
      await typedApplicant(a, '123-45-6789');
      await acceptOffer(a);
      await continueAfterApproval(a);
      await answerQuiz(a);
      await addVetVisitsAndFinalize(a);
    },
  },
  {
    name: 'approved-no-changes',
    phone: '5125550112',
    phoneViewport: true,
    async run(a) {
      await typedApplicant(a, '123-45-6790');
      await acceptOffer(a);
      await continueAfterApproval(a);
      await answerQuiz(a);
      await keepStandardCoverage(a);
      await finishAtWelcome(a);
    },
  },
];
