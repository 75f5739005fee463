import { PRODUCT_NAME } from '../../services/contract/product.ts';

// The info modals' questions: each modal's title, the link that opens it under the offer, and the
// same question in the offer page's "Learn more". Plain strings, so the first screen's questions
// take them without the modals.

export const HOW_REWARDS_WORK_TITLE = 'How do rewards work?';
export const ANNUAL_FEE_WORTH_IT_TITLE = 'Is the annual fee worth it?';
export const WHY_CHOOSE_TITLE = `Why choose ${PRODUCT_NAME}?`;
