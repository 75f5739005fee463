import type { RegulatoryDocument, RegulatoryDocumentType } from '../../services/contract/documents.schema.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';

// The regulatory documents and the static pages they point to (served by legal-pages.routes.ts).

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
