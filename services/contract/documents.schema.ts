import { z } from 'zod';
import { Id, IsoDateTime } from './common.schema.ts';

export const RegulatoryDocumentType = z.enum([
  'privacy_policy',
  'privacy_notice',
  'terms_of_service',
  'tcpa_consent',
  'electronic_communications_disclosure',
  'lead_privacy_notice',
  'credit_card_agreement',
  'rewards_addendum',
]);
export type RegulatoryDocumentType = z.infer<typeof RegulatoryDocumentType>;
export const RegulatoryDocument = z.object({ document_type: RegulatoryDocumentType, url: z.string(), title: z.string() });
export type RegulatoryDocument = z.infer<typeof RegulatoryDocument>;

export const UploadedDocument = z.object({ id: Id, name: z.string(), created: IsoDateTime, document_type: z.string() });
export type UploadedDocument = z.infer<typeof UploadedDocument>;

/** Multipart fields besides `file`: name, document_type, is_effectiv_document. */
export const UploadFields = z.strictObject({
  name: z.string().trim().min(1).max(120),
  document_type: z.string().trim().min(1).max(120),
  is_effectiv_document: z.enum(['true', 'false']).default('false'),
});
