import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';
import type { OnboardingContext } from '../onboarding.types.ts';
import type { OnboardingEvent } from '../onboarding.events.ts';

// The outcome pages: not pre-qualified (every status), unsupported address → upload document,
// additional information (upload) → thank-you, and the Dashboard.

export const notPreQualifiedState = s.createStateConfig({
  id: 'notPreQualified',
  description: 'An outcome page: the application did not pre-qualify, or ends here for the reason its status gives.',
  route: { guard: 'hasOrigination' },
  meta: meta('not-pre-qualified', 'zoomies.card.not-pre-qualified'),
});

export const unsupportedAddressState = s.createStateConfig({
  id: 'unsupportedAddress',
  description: 'Asks for an alternate home address when the one given cannot be served.',
  route: { guard: 'hasOrigination' },
  meta: meta('unsupported-address', 'zoomies.card.unsupported-address'),
  initial: 'editing',
  states: {
    editing: {
      on: { 'user.submit': { guard: 'hasAlternateAddress', target: 'submitting', actions: 'storeAlternateAddress' } },
    },
    submitting: {
      invoke: {
        id: 'submitAlternateAddress',
        src: 'submitAlternateAddress',
        input: ({ context }) => ({ originationId: context.originationId ?? '', address: context.alternateAddress! }),
        onDone: { target: '#uploadDocument' },
        onError: { target: 'editing', actions: 'storeTryAgainNext' },
      },
    },
  },
});

const uploadInput = ({ context, event }: { context: OnboardingContext; event: OnboardingEvent }) => ({
  file: event.type === 'user.upload' ? event.file : new Blob(),
  name: event.type === 'user.upload' ? event.name : '',
  documentType: context.documentType ?? '',
});

/** Choose a document type, upload one or more files, submit (enabled after one upload). */
const uploader = (id: 'uploadDocument' | 'additionalInformation', stepMeta: ReturnType<typeof meta>, description: string) =>
  s.createStateConfig({
    id,
    description,
    route: { guard: 'hasOrigination' },
    meta: stepMeta,
    initial: 'choosing',
    states: {
      choosing: {
        on: {
          'user.chooseDocumentType': { actions: 'chooseDocumentType' },
          'user.upload': { guard: 'hasDocumentType', target: 'uploading' },
          'user.submit': {
            guard: 'hasUploadedDocument',
            target: '#notPreQualified',
            actions: { type: 'setStatus', params: { status: 'additional_information_thankyou' } },
          },
        },
      },
      uploading: {
        invoke: {
          id: 'uploadDocument',
          src: 'uploadDocument',
          input: uploadInput,
          onDone: [
            { guard: 'hasUploadedId', target: 'choosing', actions: 'addUploadedDocument' },
            { target: 'choosing', actions: 'storeUploadFailed' },
          ],
          onError: { target: 'choosing', actions: 'storeUploadFailed' },
        },
      },
    },
  });

export const uploadDocumentState = uploader(
  'uploadDocument',
  meta('upload-document', 'zoomies.card.unsupported-address.upload-document'),
  'Uploads documents that verify the alternate address.',
);
export const additionalInformationState = uploader(
  'additionalInformation',
  meta('additional-information', 'zoomies.card.aditionalinformation'),
  'Uploads the documents the credit decision asks for.',
);

export const dashboardState = s.createStateConfig({
  id: 'dashboard',
  description: "The applicant's dashboard: where the application stands, the card and the policy.",
  type: 'final',
  route: {},
  meta: meta('dashboard', 'Dashboard'),
});
