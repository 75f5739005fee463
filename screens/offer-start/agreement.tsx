import type { RegulatoryDocument, RegulatoryDocumentType } from '../../services/contract/documents.schema.ts';
import { DOCUMENT_TITLES } from '../shared/document-titles.texts.ts';

// The five documents the applicant agrees to at the start, in the spec's order.
const START_DOCUMENTS: ReadonlyArray<{ type: RegulatoryDocumentType; title: string }> = (
  ['privacy_policy', 'privacy_notice', 'terms_of_service', 'tcpa_consent', 'electronic_communications_disclosure'] as const
).map((type) => ({ type, title: DOCUMENT_TITLES[type] }));

export interface AgreementProps {
  /** Regulatory documents loaded by the shell; a document without a URL is named without a link. */
  documents?: readonly RegulatoryDocument[];
}

/** 'By selecting Next you agree to …' with a link per document (opens in a new tab). */
export function Agreement({ documents = [] }: AgreementProps) {
  const items = START_DOCUMENTS.map((doc) => ({ ...doc, url: documents.find((d) => d.document_type === doc.type)?.url }));
  return (
    <p className="z-small z-muted" id="start-agreement">
      By selecting Next, you agree to our{' '}
      {items.map((item, index) => (
        <span key={item.type}>
          {item.url ? (
            <a href={item.url} target="_blank" rel="noreferrer">
              {item.title}
              <span className="z-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            item.title
          )}
          {index < items.length - 2 ? ', ' : index === items.length - 2 ? ' and ' : '.'}
        </span>
      ))}
    </p>
  );
}
