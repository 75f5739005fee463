import { useCallback, useState } from 'react';
import type { FlowRuntime } from '../flow-runtime.ts';

// The machine owns the uploads (its `uploadDocument` actor sends the queued files one after the
// other). Every file picked at once goes to it in one `user.upload`, each with a key of its own;
// the actor reports each file's progress through the runtime's registry, which this hook turns into
// a percent per row for the screen's bars.

const keyOf = (index: number): string => `${Date.now().toString(36)}-${index}-${Math.random().toString(36).slice(2, 10)}`;

export function useUploadsThroughMachine(runtime: FlowRuntime): { progress: Record<string, number>; upload: (files: File[]) => void } {
  const [progress, setProgress] = useState<Record<string, number>>({});
  const upload = useCallback(
    (files: File[]) => {
      const picked = files.map((file, index) => ({ key: keyOf(index), file, name: file.name }));
      for (const { key, file } of picked) {
        runtime.uploadProgress.set(file, (fraction) => setProgress((current) => ({ ...current, [key]: Math.round(fraction * 100) })));
      }
      runtime.send({ type: 'user.upload', files: picked });
      // A file the machine will not send (a type the server refuses) has no progress to report.
      const waiting = new Set(runtime.actor.getSnapshot().context.uploads.flatMap((row) => (row.file ? [row.file] : [])));
      for (const { file } of picked) if (!waiting.has(file)) runtime.uploadProgress.delete(file);
    },
    [runtime],
  );
  return { progress, upload };
}
