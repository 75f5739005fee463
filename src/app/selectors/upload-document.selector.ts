import type { UploadDocumentScreenProps } from '../../../screens/upload-document/upload-document.screen.tsx';
import type { FlowSnapshot } from './flow-snapshot.ts';

// Both uploaders: the alternate address's proof, and the documents the decision asks for (their
// types come with the signup, so a returning applicant sees the same list).

export type UploadDocumentData = Pick<UploadDocumentScreenProps, 'variant' | 'documentTypes' | 'uploaded' | 'submitting'>;

export function selectUploadDocument(snapshot: FlowSnapshot, variant: 'address' | 'additional-information'): UploadDocumentData {
  const { signup, uploadedDocuments } = snapshot.context;
  return {
    variant,
    ...(variant === 'additional-information' && signup ? { documentTypes: signup.application_required_documents } : {}),
    uploaded: uploadedDocuments ?? [],
    // An upload in progress shows on its own row; Submit waits for it.
    submitting: snapshot.hasTag('busy'),
  };
}
