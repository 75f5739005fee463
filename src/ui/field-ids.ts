import { useId } from 'react';

/** Ids tying a control to its hint and error, so `aria-describedby` reads both. */
export function useFieldIds(name: string, explicitId?: string) {
  const unique = useId();
  const base = explicitId ?? `${name}-${unique.replace(/:/g, '')}`;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** Joins the ids that exist into one `aria-describedby` value (undefined when none). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}
