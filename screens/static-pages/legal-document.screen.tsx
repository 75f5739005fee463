import type { RegulatoryDocument, RegulatoryDocumentType } from '../../services/contract/documents.schema.ts';
import { StaticPage } from './static-page.tsx';
import { DOCUMENT_NOT_FOUND_TEXT } from '../../services/contract/reply-texts.ts';

const LEGAL_TITLES: Record<RegulatoryDocumentType, string> = {
  privacy_policy: 'Privacy Policy',
  privacy_notice: 'Privacy Notice',
  terms_of_service: 'Terms of Service',
  tcpa_consent: 'TCPA Consent',
  electronic_communications_disclosure: 'Electronic Communications Disclosure',
  lead_privacy_notice: 'Bank Privacy Notice',
  credit_card_agreement: 'Cardholder Agreement',
  rewards_addendum: 'Rewards Addendum',
};

export interface LegalDocumentScreenProps {
  /** From the path /legal/<type>. */
  documentType: string;
  /** The regulatory document of that type, when the list has it. */
  document?: RegulatoryDocument | null;
  backHref?: string;
}

/** /legal/<type>: one regulatory document, with the link to its full text. */
export function LegalDocumentScreen({ documentType, document, backHref }: LegalDocumentScreenProps) {
  const known = documentType in LEGAL_TITLES;
  const title = document?.title || (known ? LEGAL_TITLES[documentType as RegulatoryDocumentType] : DOCUMENT_NOT_FOUND_TEXT);
  return (
    <StaticPage title={title} {...(backHref ? { backHref } : {})}>
      {document ? (
        <p>
          <a href={document.url} target="_blank" rel="noopener noreferrer">
            Read the {title}
            <span className="z-visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <p>
          {known
            ? "This document isn't available right now. Please try again later or contact us for a copy."
            : "We couldn't find this document."}
        </p>
      )}
    </StaticPage>
  );
}

