// The credit-check authorization: the agreement on accept-offer covers three regulatory documents
// (second document, 2.1). The page links them, the machine sends them with the acceptance, and the
// server stores them with the time, the client address and the user agent, so a lender can show,
// per application, which versions the applicant agreed to. Plain data, no zod: the screen reads it.

import type { RegulatoryDocument } from './documents.schema.ts';

/** The documents the agreement covers, in the order the page lists them. */
export const CREDIT_CHECK_DOCUMENT_TYPES = ['lead_privacy_notice', 'credit_card_agreement', 'rewards_addendum'] as const;
export type CreditCheckDocumentType = (typeof CREDIT_CHECK_DOCUMENT_TYPES)[number];

/** One agreed document: its type and the URL of the version the page linked. */
export interface AgreedDocument {
  document_type: CreditCheckDocumentType;
  url: string;
}

/** The longest user agent kept with an authorization (longer ones are cut). */
export const USER_AGENT_MAX_LENGTH = 512;

/** The three documents of the agreement among the loaded ones, in order; null while one is missing. */
export function agreedDocumentsOf(documents: readonly RegulatoryDocument[]): AgreedDocument[] | null {
  const agreed: AgreedDocument[] = [];
  for (const type of CREDIT_CHECK_DOCUMENT_TYPES) {
    const document = documents.find((d) => d.document_type === type);
    if (!document) return null;
    agreed.push({ document_type: type, url: document.url });
  }
  return agreed;
}
