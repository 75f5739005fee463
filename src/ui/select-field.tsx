import type { ChangeEvent, ReactNode } from 'react';
import { useField } from 'formik';
import { describedBy, useFieldIds } from './field-ids.ts';
import { FieldError, firstMessage } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option, e.g. 'Select a state'; the kit's default is the bare 'Select…'. */
  placeholder?: string;
  hint?: ReactNode;
  autoComplete?: string;
  disabled?: boolean;
  id?: string;
  onValueChange?: (value: string) => void;
}

/** A native select bound to formik (native keeps phones and screen readers happy). */
export function SelectField({ name, label, options, placeholder = 'Select…', hint, autoComplete, disabled, id, onValueChange }: SelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { inputId, hintId, errorId } = useFieldIds(name, id);
  const error = meta.touched ? firstMessage(meta.error) : undefined;
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void helpers.setValue(event.target.value, true);
    onValueChange?.(event.target.value);
  };
  return (
    <div className="z-field">
      <label htmlFor={inputId}>{label}</label>
      <FieldHint id={hintId} hint={hint} />
      <select
        id={inputId}
        name={name}
        className="z-select"
        value={field.value ?? ''}
        onChange={handleChange}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
