import { USER_AGENT_MAX_LENGTH, type AgreedDocument } from '../../services/contract/credit-check.ts';
import type { CreditCheckSignature } from '../../services/contract/origination.schema.ts';
import { fromJson, toJson, type Db } from '../db/database.ts';
import type { Auth } from '../http/auth.ts';
import { outOfOrder } from '../http/http-error.ts';
import { regulatoryDocuments } from '../../services/contract/regulatory-documents.ts';
import { ownedOrigination } from './origination-access.ts';
import type { OriginationRow } from './origination.repository.ts';

// The credit-check authorization of an acceptance (`creditCheckSignature`): what the applicant agreed
// to, when, from where. It is written with `accepted_at` by the same conditional update, so the first
// acceptance is the one on record (docs/decisions/0035).

/** Who accepted: the request's client address (Fastify's, which reads X-Forwarded-For only with TRUST_PROXY) and user agent. */
export interface AcceptingClient {
  address: string;
  userAgent: string;
}

/**
 * The agreed documents, checked against the versions the server publishes now: an agreement names
 * documents a lender can show, never a URL the client made up. A page that showed other versions
 * (published since it loaded) is told to accept again.
 */
export function assertPublishedVersions(agreed: readonly AgreedDocument[]): void {
  const published = regulatoryDocuments();
  const current = agreed.every((document) => published.some((p) => p.document_type === document.document_type && p.url === document.url));
  if (!current) throw outOfOrder('These documents have changed. Please review them and accept again.');
}

/** The columns an acceptance writes beside `accepted_at`. */
export function signatureColumns(agreed: readonly AgreedDocument[], client: AcceptingClient, signedAt: string) {
  return {
    credit_check_signed_at: signedAt,
    credit_check_documents: toJson(agreed.map(({ document_type, url }) => ({ document_type, url }))),
    credit_check_client_address: client.address,
    credit_check_user_agent: client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  } satisfies Partial<OriginationRow>;
}

/** The owner's read of the authorization; 409 while the offer is not accepted. */
export async function readCreditCheckSignature(db: Db, auth: Auth, originationId: string): Promise<CreditCheckSignature> {
  const row = await ownedOrigination(db, auth, originationId);
  const documents = fromJson<AgreedDocument[]>(row.credit_check_documents);
  if (row.credit_check_signed_at == null || documents === null) throw outOfOrder('The offer has not been accepted yet.');
  return {
    origination_id: row.id,
    signed_at: row.credit_check_signed_at,
    documents,
    client_address: row.credit_check_client_address ?? '',
    user_agent: row.credit_check_user_agent ?? '',
  };
}
