import type { RegulatoryDocument, RegulatoryDocumentType } from './documents.schema.ts';
import { PRODUCT_NAME } from './product.ts';

// The regulatory documents and the static pages they point to (the server serves the pages:
// server/reference/legal-pages.ts, and the list: GET /api/regulatory_documents/). Their addresses
// are known when the app is built, so the first screens carry their agreement's links in the HTML
// and the flow starts with them (decision 0067); the shell still loads the list on entry, as the
// first document says. No schema here: the first screen imports this file (its size budget).

export const REGULATORY_DOCUMENTS: Record<RegulatoryDocumentType, { slug: string; title: string }> = {
  privacy_policy: { slug: 'privacy-policy', title: 'Privacy Policy' },
  privacy_notice: { slug: 'privacy-notice', title: 'Privacy Notice' },
  terms_of_service: { slug: 'terms-of-service', title: 'Terms of Service' },
  tcpa_consent: { slug: 'tcpa-consent', title: 'Consent to Calls and Texts' },
  electronic_communications_disclosure: { slug: 'electronic-communications-disclosure', title: 'Electronic Communications Disclosure' },
  lead_privacy_notice: { slug: 'bank-privacy-notice', title: 'Bank Privacy Notice' },
  credit_card_agreement: { slug: 'cardholder-agreement', title: `${PRODUCT_NAME} Cardholder Agreement` },
  rewards_addendum: { slug: 'rewards-addendum', title: `${PRODUCT_NAME} Rewards Addendum` },
};

const LEGAL_PAGE_PREFIX = '/legal/';

export function regulatoryDocuments(): RegulatoryDocument[] {
  return (Object.keys(REGULATORY_DOCUMENTS) as RegulatoryDocumentType[]).map((document_type) => ({
    document_type,
    url: `${LEGAL_PAGE_PREFIX}${REGULATORY_DOCUMENTS[document_type].slug}`,
    title: REGULATORY_DOCUMENTS[document_type].title,
  }));
}

/** The five documents the applicant agrees to on the first screens (the first document's offer start screen). */
const START_AGREEMENT: readonly RegulatoryDocumentType[] = ['privacy_policy', 'privacy_notice', 'terms_of_service', 'tcpa_consent', 'electronic_communications_disclosure'];

/**
 * The first screens' documents as this build knows them: linked before any call. The offer's
 * agreement (a credit-check authorization) still waits for the server's list: it names the
 * versions the server publishes now (decision 0035).
 */
export function startAgreementDocuments(): RegulatoryDocument[] {
  return regulatoryDocuments().filter((document) => START_AGREEMENT.includes(document.document_type));
}
