import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { TRY_AGAIN_SUBMIT } from '../shared/try-again.texts.ts';
import type { CreditCheckDocumentType } from '../../services/contract/credit-check.ts';
import { ANNUAL_FEE_WORTH_IT_TITLE, HOW_REWARDS_WORK_TITLE, WHY_CHOOSE_TITLE } from '../info-modals/info-modal.texts.ts';
import { DOCUMENT_TITLES } from '../shared/document-titles.texts.ts';

// Texts of the accept-offer screen. The two error notifications are the spec's exact words.
export const ACCEPT_OFFER_TEXTS = {
  genericError: TRY_AGAIN_SUBMIT,
  userExists: `Looks like you previously started your ${PRODUCT_NAME} credit card application, please log in to continue.`,
  subjectToApproval: 'subject to approval',
  submit: 'Finish up',
  /** The points bonus text (second document, section 9): '$200 of rewards in the first month' for the default 20,000 points. */
  pointsBonus: (rewards: string) => `${rewards} of rewards in the first month`,
} as const;

/** The info modals under the offer, in the order the spec gives them. */
export const PETLESS_INFO_KEYS = ['How_Rewards_Work', `Why_Choose_${PRODUCT_NAME}`] as const;
export const PET_INFO_KEYS = ['Worth_Paying_Annual_Fee', 'Extra_Insurance_Cost'] as const;
export type InfoModalKey = (typeof PETLESS_INFO_KEYS)[number] | (typeof PET_INFO_KEYS)[number];

export const INFO_LINK_LABELS: Record<InfoModalKey, string> = {
  How_Rewards_Work: HOW_REWARDS_WORK_TITLE,
  Why_Choose_Zoomies: WHY_CHOOSE_TITLE,
  Worth_Paying_Annual_Fee: ANNUAL_FEE_WORTH_IT_TITLE,
  Extra_Insurance_Cost: 'What would extra insurance cost?',
};

/** The names of the agreement's three documents (credit-check.ts), when a document has no title of its own. */
export const AGREEMENT_TITLES: Record<CreditCheckDocumentType, string> = {
  lead_privacy_notice: DOCUMENT_TITLES.lead_privacy_notice,
  credit_card_agreement: DOCUMENT_TITLES.credit_card_agreement,
  rewards_addendum: DOCUMENT_TITLES.rewards_addendum,
};
export const DOCUMENTS_LOADING = 'Loading the documents you agree to…';
