import { baseSetup } from '../onboarding.setup.ts';
import { sessionEnded } from './session-ended.ts';
import { STEPS, stepMeta } from './step-declarations.ts';
import { errorOf } from '../service-error.ts';
import { assignContext, originationOf, type GuardArgs } from './step-kit.ts';
import { loadsWhatItNeeds, readsAgainAfterReload } from './loads-what-it-needs.ts';
import type { UploadedDocument } from '../../services/contract/documents.schema.ts';
import type { NotPreQualifiedStatus } from '../../services/contract/routes.ts';
import { submitted, isSubmitOf } from '../submitted-values.ts';
import type { OnboardingContext } from '../onboarding.types.ts';
import type { UploadDocumentInput } from '../onboarding.types.ts';
import { canAddFiles, hasFileToSend, hasQueuedRow, rowsOfPicked, settleUploadingRow, startNextRow, uploadingRow } from '../rules/upload.rules.ts';
import { assertEvent } from 'xstate';

// The outcome pages: not pre-qualified (every status), unsupported address → upload document,
// additional information (upload) → thank-you, and the Dashboard (never final: Start over, Back and
// Forward go on from it).

export const outcomeActions = {
  setStatus: assignContext((_, params: { status: NotPreQualifiedStatus }) => ({ notPreQualifiedStatus: params.status })),
  storeAlternateAddress: assignContext(({ event }) => ({ alternateAddress: submitted(event, 'alternateAddress').alternateAddress, outcome: null })),
  chooseDocumentType: assignContext(({ event }) => {
    assertEvent(event, 'user.chooseDocumentType');
    return { documentType: event.documentType };
  }),
  /** A new visit of the upload page starts with no rows (the account's documents are listed apart). */
  clearUploads: assignContext({ uploads: [] }),
  /** Every file picked at once is a row: the ones the server would refuse fail at once, the rest wait their turn. */
  addPickedFiles: assignContext(({ context, event }) => {
    assertEvent(event, 'user.upload');
    return { uploads: [...context.uploads, ...rowsOfPicked(event.files, chosenDocumentType(context))] };
  }),
  startNextUpload: assignContext(({ context }) => ({ uploads: startNextRow(context.uploads) })),
  storeUploadedDocument: assignContext(({ context }, document: UploadedDocument) => ({
    uploads: settleUploadingRow(context.uploads, document),
    uploadedDocuments: [...(context.uploadedDocuments ?? []), document],
  })),
  /** 'Failed to upload file': a failed call, or an answer without an id (the contract refuses it). */
  storeUploadFailed: assignContext(({ context }) => ({ uploads: settleUploadingRow(context.uploads, null) })),
  /**
   * The uploader reads the account's documents on each visit, and again when restored after a
   * reload: a file whose answer reached no page (the page left, the reload cut it off) may have
   * arrived, and the snapshot restored is the one from before it (decision 0059).
   */
  readDocumentsAgain: assignContext({ uploadedDocuments: null }),
  /** What the Dashboard could not load is its own: any other step loads what it needs again (decision 0059). */
  forgetUnavailable: assignContext({ unavailable: [] }),
};

export const outcomeGuards = {
  hasAlternateAddress: ({ event }: GuardArgs) => isSubmitOf(event, 'alternateAddress'),
  /** Files join the rows once a document type is chosen, each once (never dropped while others upload). */
  canAddPickedFiles: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'user.upload');
    return context.documentType !== null && canAddFiles(context.uploads, event.files);
  },
  /** …and one of them can be sent (the others are refused by type or size at once). */
  canSendPickedFiles: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'user.upload');
    return context.documentType !== null && canAddFiles(context.uploads, event.files) && hasFileToSend(event.files);
  },
  hasQueuedUpload: ({ context }: GuardArgs) => hasQueuedRow(context.uploads),
  /** Submit is enabled after one upload. */
  hasUploadedDocument: ({ context }: GuardArgs) => (context.uploadedDocuments?.length ?? 0) > 0,
};

const s = baseSetup.extend({ actions: outcomeActions, guards: outcomeGuards });

const notPreQualifiedState = s.createStateConfig({
  id: 'notPreQualified',
  description: 'An outcome page: the application did not pre-qualify, or ends here for the reason its status gives.',
  route: { guard: 'hasOrigination' },
  meta: stepMeta('notPreQualified'),
  initial: 'loading',
  on: { 'app.resumed': readsAgainAfterReload('notPreQualified') },
  states: {
    ...loadsWhatItNeeds(STEPS.notPreQualified.needs, 'deciding'),
    // A resumed route carries no status: the signup says which (never the default standing in).
    deciding: { always: { target: 'shown', actions: 'deriveNotPreQualifiedStatus' } },
    shown: {},
  },
});

const unsupportedAddressState = s.createStateConfig({
  id: 'unsupportedAddress',
  description: 'Asks for an alternate home address when the one given cannot be served.',
  route: { guard: 'hasOrigination' },
  meta: stepMeta('unsupportedAddress'),
  initial: 'editing',
  states: {
    editing: {
      on: { 'user.submit': { guard: 'hasAlternateAddress', target: 'submitting', actions: 'storeAlternateAddress' } },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitAlternateAddress',
        src: 'submitAlternateAddress',
        input: ({ context, event }) => ({ originationId: originationOf(context, 'submitAlternateAddress'), address: submitted(event, 'alternateAddress').alternateAddress }),
        // The signup now has the other address: what the flow holds is stale (decision 0074).
        onDone: { target: '#uploadDocument', actions: 'markHeldDataStale' },
        onError: [sessionEnded('zoomies.card.unsupported-address'), { target: 'editing', actions: { type: 'storeFailure', params: errorOf } }],
      },
    },
  },
});

function chosenDocumentType(context: OnboardingContext): string {
  if (context.documentType === null) throw new Error('upload: no document type chosen');
  return context.documentType;
}

/** The row on its way: its file, name and type (never an empty file standing in). */
function uploadInput({ context }: { context: OnboardingContext }): UploadDocumentInput {
  const row = uploadingRow(context.uploads);
  if (!row?.file) throw new Error('upload: no file on its way');
  return { file: row.file, name: row.name, documentType: row.documentType };
}

/**
 * Choose a document type, upload one or more files, submit (enabled after one upload). Every file
 * picked is a row; the queued ones are sent one after the other, and files picked meanwhile join the
 * queue: none is dropped, and each row shows its own outcome.
 */
const uploader = (id: 'uploadDocument' | 'additionalInformation', description: string) =>
  s.createStateConfig({
    id,
    description,
    route: { guard: 'hasOrigination' },
    meta: stepMeta(id),
    entry: ['clearUploads', 'readDocumentsAgain'],
    initial: 'loading',
    on: {
      // The type applies to the files picked next, also while one is on its way (decision 0058).
      'user.chooseDocumentType': { actions: 'chooseDocumentType' },
      'app.resumed': readsAgainAfterReload(id),
    },
    states: {
      ...loadsWhatItNeeds(STEPS[id].needs, 'choosing'),
      choosing: {
        on: {
          'user.upload': [
            { guard: 'canSendPickedFiles', target: 'uploading', actions: ['addPickedFiles', 'startNextUpload'] },
            // Only files the server would refuse: their rows say why, nothing is sent.
            { guard: 'canAddPickedFiles', actions: 'addPickedFiles' },
          ],
          'user.submit': {
            guard: 'hasUploadedDocument',
            target: '#notPreQualified',
            actions: { type: 'setStatus', params: { status: 'additional_information_thankyou' } },
          },
        },
      },
      // One file on its way at a time; files picked meanwhile join the queue; the next queued one
      // goes when this one is answered.
      uploading: {
        // A file on its way cannot be saved with the snapshot: a reload comes back to the rows before.
        tags: ['busy', 'sensitive'],
        on: { 'user.upload': { guard: 'canAddPickedFiles', actions: 'addPickedFiles' } },
        invoke: {
          id: 'uploadDocument',
          src: 'uploadDocument',
          input: uploadInput,
          onDone: [
            {
              guard: 'hasQueuedUpload',
              target: 'uploading',
              reenter: true,
              actions: [{ type: 'storeUploadedDocument', params: ({ event }) => event.output }, 'startNextUpload'],
            },
            { target: 'choosing', actions: { type: 'storeUploadedDocument', params: ({ event }) => event.output } },
          ],
          onError: [
            // Signed out: the files still queued would fail the same way; sign in, then back to this page.
            sessionEnded(STEPS[id].route),
            { guard: 'hasQueuedUpload', target: 'uploading', reenter: true, actions: ['storeUploadFailed', 'startNextUpload'] },
            { target: 'choosing', actions: 'storeUploadFailed' },
          ],
        },
      },
    },
  });

const uploadDocumentState = uploader('uploadDocument', 'Uploads documents that verify the alternate address.');
const additionalInformationState = uploader('additionalInformation', 'Uploads the documents the credit decision asks for.');

const dashboardState = s.createStateConfig({
  id: 'dashboard',
  description: "The applicant's dashboard: where the application stands, the card and the policy.",
  route: {},
  meta: stepMeta('dashboard'),
  exit: 'forgetUnavailable',
  initial: 'loading',
  // Restored after a reload, the Dashboard reads again all it shows (decisions 0059, 0074).
  on: { 'app.resumed': readsAgainAfterReload('dashboard') },
  states: {
    // Each need loads only when it can: a visitor with no application sees the empty state.
    ...loadsWhatItNeeds(STEPS.dashboard.needs, 'shown', { optional: true }),
    shown: {},
  },
});

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const outcomeStates = {
  notPreQualified: notPreQualifiedState,
  unsupportedAddress: unsupportedAddressState,
  uploadDocument: uploadDocumentState,
  additionalInformation: additionalInformationState,
  dashboard: dashboardState,
};
