import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise, waitFor as waitForActor } from 'xstate';
import type { UploadDocumentInput } from '../../machines/onboarding.types.ts';
import { preDecisionSignups } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { startFlowInDom } from '../../test/setup/flow-in-dom.tsx';
import { UploadDocumentBinding } from './upload-document.binding.tsx';

// Three scanned pages picked at once: each is sent, and each row says what happened to it. The
// machine owns the uploads; the screen shows its rows.

const page = (name: string, type: string) => new File([`${name} content`], name, { type });

describe('the documents page, three files picked at once', () => {
  it('sends every file and shows each row as it stands: uploaded, or Failed to upload file', async () => {
    const sent: string[] = [];
    const { actor, renderInFlow } = startFlowInDom({
      fetchSignup: fromPromise(async () => preDecisionSignups.documentsNeeded),
      listDocuments: fromPromise(async () => []),
      uploadDocument: fromPromise(async ({ input }: { input: UploadDocumentInput }) => {
        sent.push(`${input.name} as ${input.documentType}`);
        if (input.name === 'page-2.jpg') throw Object.assign(new Error('Service unavailable'), { status: 503 });
        return { id: `doc-${sent.length}`, name: input.name, created: '2026-11-21T12:00:00.000Z', document_type: input.documentType };
      }),
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/aditionalinformation' });
    await waitForActor(actor, (snapshot) => snapshot.matches({ additionalInformation: 'choosing' }));
    renderInFlow(<UploadDocumentBinding variant="additional-information" />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Document type'), 'Proof of income');
    await user.upload(screen.getByLabelText('Upload your proof of income'), [
      page('page-1.png', 'image/png'),
      page('page-2.jpg', 'image/jpeg'),
      page('page-3.pdf', 'application/pdf'),
    ]);

    const rows = await screen.findByRole('list', { name: 'Your files' });
    await waitFor(() => expect(sent).toEqual(['page-1.png as Proof of income', 'page-2.jpg as Proof of income', 'page-3.pdf as Proof of income']));
    await waitFor(() => expect(within(rows).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['page-1.png Uploaded', 'page-2.jpg Failed to upload file', 'page-3.pdf Uploaded']));
    expect(within(rows).getByRole('alert')).toHaveTextContent('Failed to upload file');
    expect(actor.getSnapshot().context.uploadedDocuments?.map((d) => d.name)).toEqual(['page-1.png', 'page-3.pdf']);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
