import type { UploadDocumentScreenProps } from './upload-document.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';

// Both uploaders: the alternate address's proof, and the documents the decision asks for (their
// types come with the signup, so a returning applicant sees the same list). Each file picked is a
// row of the machine's, with its own outcome.

export type UploadDocumentData = Pick<UploadDocumentScreenProps, 'variant' | 'documentTypes' | 'uploaded' | 'rows' | 'submitting' | 'canSubmit'>;

export function selectUploadDocument(snapshot: FlowSnapshot, variant: 'address' | 'additional-information'): UploadDocumentData {
  const { signup, uploadedDocuments, uploads } = snapshot.context;
  return {
    variant,
    ...(variant === 'additional-information' && signup ? { documentTypes: signup.application_required_documents } : {}),
    uploaded: uploadedDocuments ?? [],
    // The rows without their files: the screen shows what happened to each.
    rows: uploads.map(({ key, name, status, problem, documentId }) => ({ key, name, status, problem, documentId })),
    submitting: snapshot.hasTag('busy'),
    canSubmit: snapshot.can({ type: 'user.submit' }),
  };
}
