import type { FlowRuntime } from '../flow-runtime.ts';

// The uploader screen reports progress per file; the machine owns the upload (its `uploadDocument`
// actor). The screen's file goes to the machine as `user.upload`; the actor reports progress through
// the runtime's registry; the promise resolves, once the machine is no longer busy, with the
// document it stored (none: the screen shows 'Failed to upload file').

export function uploadThroughMachine(
  runtime: FlowRuntime,
  request: { file: File; documentType: string; name: string },
  onProgress: (percent: number) => void,
): Promise<{ id?: string | null } | null> {
  const before = runtime.actor.getSnapshot().context.uploadedDocuments?.length ?? 0;
  runtime.uploadProgress.set(request.file, (fraction) => onProgress(Math.round(fraction * 100)));
  runtime.send({ type: 'user.chooseDocumentType', documentType: request.documentType });
  runtime.send({ type: 'user.upload', file: request.file, name: request.name });
  return new Promise((resolve) => {
    const done = () => {
      subscription.unsubscribe();
      runtime.uploadProgress.delete(request.file);
      const documents = runtime.actor.getSnapshot().context.uploadedDocuments ?? [];
      resolve(documents.length > before ? (documents[documents.length - 1] ?? null) : null);
    };
    const check = () => {
      if (!runtime.actor.getSnapshot().hasTag('busy')) done();
    };
    const subscription = runtime.actor.subscribe(check);
    check();
  });
}
