import type { RegulatoryDocument, RegulatoryDocumentType } from '../../services/contract/documents.schema.ts';
import { StaticPage } from './static-page.tsx';
import { DOCUMENT_NOT_FOUND_TEXT } from '../../services/contract/reply-texts.ts';
import { DOCUMENT_TITLES } from '../shared/document-titles.texts.ts';


export interface LegalDocumentScreenProps {
  /** From the path /legal/<type>. */
  documentType: string;
  /** The regulatory document of that type, when the list has it. */
  document?: RegulatoryDocument | null;
  backHref?: string;
}

/** /legal/<type>: one regulatory document, with the link to its full text. */
export function LegalDocumentScreen({ documentType, document, backHref }: LegalDocumentScreenProps) {
  const known = documentType in DOCUMENT_TITLES;
  const title = document?.title || (known ? DOCUMENT_TITLES[documentType as RegulatoryDocumentType] : DOCUMENT_NOT_FOUND_TEXT);
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

