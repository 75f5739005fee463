import type { ReactNode } from 'react';
import { useField } from 'formik';
import { describedBy, useFieldIds } from './field-ids.ts';
import { FieldError, firstMessage } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';

export interface CheckboxProps {
  /** The formik field name; its value is a boolean. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  onValueChange?: (checked: boolean) => void;
}

/** A formik-bound checkbox with a clickable label of at least 24 px. */
export function Checkbox({ name, label, hint, disabled, onValueChange }: CheckboxProps) {
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  const { inputId, hintId, errorId } = useFieldIds(name);
  const error = meta.touched ? firstMessage(meta.error) : undefined;
  return (
    <div className="z-field">
      <div className="z-choice">
        <input
          id={inputId}
          type="checkbox"
          name={name}
          checked={Boolean(field.value)}
          disabled={disabled}
          onChange={(event) => {
            void helpers.setValue(event.target.checked, true);
            onValueChange?.(event.target.checked);
          }}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
