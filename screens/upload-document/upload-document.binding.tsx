import { useCallback } from 'react';
import { selectUploadDocument } from './upload-document.selector.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { useFlow, useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import { useUploadsThroughMachine } from '../../src/app/bindings/upload-through-machine.ts';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const UploadDocumentScreen = screenChunk(() => import('./upload-document.screen.tsx'), 'upload-document');

/** Both uploaders: the alternate address's proof, and the documents the decision asks for. */
export function UploadDocumentBinding({ variant }: { variant: 'address' | 'additional-information' }) {
  const props = useFlowSelector(useCallback((snapshot: FlowSnapshot) => selectUploadDocument(snapshot, variant), [variant]));
  const send = useSend();
  const { runtime } = useFlow();
  const { progress, upload } = useUploadsThroughMachine(runtime);
  return (
    <UploadDocumentScreen
      {...props}
      progress={progress}
      onDocumentTypeChange={(documentType) => send({ type: 'user.chooseDocumentType', documentType })}
      onUpload={upload}
      onSubmit={() => send({ type: 'user.submit' })}
    />
  );
}

/** The screens this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = {
  'upload-document': () => <UploadDocumentBinding variant="address" />,
  'additional-information': () => <UploadDocumentBinding variant="additional-information" />,
} satisfies ScreenBindings;
