import type { ReactNode } from 'react';

export interface FieldHintProps {
  id: string;
  hint?: ReactNode;
}

/** The help line under a field's label or legend (its id goes in the control's aria-describedby); nothing without a hint. */
export function FieldHint({ id, hint }: FieldHintProps) {
  if (!hint) return null;
  return (
    <p id={id} className="z-field-hint">
      {hint}
    </p>
  );
}
