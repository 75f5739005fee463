import type { RegulatoryDocumentType } from '../../services/contract/documents.schema.ts';
import { REGULATORY_DOCUMENTS } from '../../services/contract/regulatory-documents.ts';

// The regulatory documents' names on the screens, where a document comes without a title of its
// own (the server's list names each): the contract's titles, shorter for three of them. One table
// for the start's agreement, the offer's agreement, the legal pages and the terms.

const contractTitle = (type: RegulatoryDocumentType): string => REGULATORY_DOCUMENTS[type].title;

export const DOCUMENT_TITLES: Record<RegulatoryDocumentType, string> = {
  privacy_policy: contractTitle('privacy_policy'),
  privacy_notice: contractTitle('privacy_notice'),
  terms_of_service: contractTitle('terms_of_service'),
  electronic_communications_disclosure: contractTitle('electronic_communications_disclosure'),
  lead_privacy_notice: contractTitle('lead_privacy_notice'),
  // The screens' shorter names.
  tcpa_consent: 'TCPA Consent',
  credit_card_agreement: 'Cardholder Agreement',
  rewards_addendum: 'Rewards Addendum',
};
