import type { NotPreQualifiedStatus } from '../../services/contract/routes.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { sentenceStart } from '../shared/sentence-start.ts';
import { PET_TOO_YOUNG } from '../shared/common.texts.ts';

// One message per status of the spec's table. Where the spec gives the words they are quoted; the
// rest are ours, in the same calm voice.

export interface OutcomeMessage {
  title: string;
  paragraphs: readonly string[];
}

const THANK_YOU = 'Thank you for applying';
const NOTICE_BY_EMAIL = "We'll send you a notice by email that explains our decision.";

const NO_OFFER: OutcomeMessage = {
  title: THANK_YOU,
  paragraphs: ["We're sorry, we don't have an offer that meets your needs at this time.", NOTICE_BY_EMAIL],
};

// Every status has its text: a status added to the contract without one fails the typecheck at the
// `satisfies` below.
const MESSAGES = {
  // The spec's declines without a text of their own: the general "no offer".
  ko_blocklist: () => NO_OFFER,
  ko_fraud_risk: () => NO_OFFER,
  ko_minor: () => NO_OFFER,
  ko_bankruptcy: () => NO_OFFER,
  ko_dti: () => NO_OFFER,
  ko_vantage: () => NO_OFFER,
  ko_income: () => NO_OFFER,
  ko_zoomies_model: () => NO_OFFER,
  ko_frozen_file: () => ({
    title: 'Your credit report is frozen',
    paragraphs: [
      "We couldn't check your eligibility because your credit report is frozen.",
      'You can apply again after unfreezing your credit.',
    ],
  }),
  pet_too_young: (pet) => ({
    title: `${sentenceStart(pet)} is a little too young`,
    paragraphs: [
      PET_TOO_YOUNG,
      `We'll send you an email when ${pet} is old enough to be covered.`,
    ],
  }),
  pet_fails_zoomies_model: (pet) => ({
    title: `We can't insure ${pet} right now`,
    paragraphs: [
      `Based on ${pet}'s health details, we're unable to offer pet insurance at this time.`,
      `You can still enjoy every reward of your ${PRODUCT_NAME} card.`,
    ],
  }),
  declined: () => ({
    title: THANK_YOU,
    paragraphs: ["After reviewing your application, we're unable to approve it at this time.", NOTICE_BY_EMAIL],
  }),
  manual_review: () => ({
    title: "We're reviewing your application",
    paragraphs: [
      'We need a little more time to make a decision on your application.',
      "There's nothing you need to do now. We'll email you as soon as we have an answer.",
    ],
  }),
  additional_information_thankyou: () => ({
    title: 'Thank you!',
    paragraphs: [
      "We've received your additional documents.",
      "We'll review them in about 1 business day and email you with next steps.",
    ],
  }),
  unknown_document: () => ({
    title: 'We need to verify a few details',
    paragraphs: [
      "We couldn't verify some of the information in your application.",
      "Our team will email you about what we need. There's nothing you need to do now.",
    ],
  }),
  thankyou_for_your_interest: () => ({
    title: `Thank you for your interest in ${PRODUCT_NAME}`,
    paragraphs: ["We've saved your details. We'll be in touch by email with next steps."],
  }),
} satisfies Record<NotPreQualifiedStatus, (pet: string) => OutcomeMessage>;

export function outcomeMessage(status: NotPreQualifiedStatus, petName: string): OutcomeMessage {
  return MESSAGES[status](petName || 'your pet');
}
