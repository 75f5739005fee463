import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

// What an applicant has typed but not yet sent survives a reload: the form's values are kept in
// session storage (this tab only, gone when it closes) under a key that names the application and
// the step. Sensitive fields (the SSN) are never kept.

const PREFIX = 'zoomies.draft.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: Record<string, unknown>, exclude: readonly string[]): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name, value]) => !exclude.includes(name) && typeof value !== 'function'));
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // A full or refused storage only loses the draft, never the form.
  }
}

/** Restores the draft of `key` once, then keeps it up to date. Inside <Formik>. */
const NONE: readonly string[] = [];

export function useFormDraft(key: string | undefined, exclude: readonly string[] = NONE): void {
  const { values, setValues } = useFormikContext<Record<string, unknown>>();
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!key || restored.current === key) return;
    restored.current = key;
    const draft = readDraft(key);
    if (!draft) return;
    const known = Object.fromEntries(Object.entries(draft).filter(([name]) => name in values && !exclude.includes(name)));
    if (Object.keys(known).length > 0) void setValues({ ...values, ...known }, false);
    // Restore once per key; later values are the applicant's.
  }, [key]);
  useEffect(() => {
    if (key && restored.current === key) writeDraft(key, values, exclude);
  }, [key, values, exclude]);
}
