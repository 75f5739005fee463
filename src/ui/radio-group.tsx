import type { ReactNode } from 'react';
import { useField } from 'formik';
import { describedBy, useFieldIds } from './field-ids.ts';
import { FieldError, firstMessage } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';

/** @public The kit's documented API (src/ui/READY.md), for a screen that types its options. */
export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  /** Lays the choices out on one line when there is room. */
  inline?: boolean;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
}

/** A fieldset of radio buttons bound to formik; arrow keys move between choices (native). */
export function RadioGroup({ name, legend, options, hint, inline = false, disabled, onValueChange }: RadioGroupProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { inputId, hintId, errorId } = useFieldIds(name);
  const error = meta.touched ? firstMessage(meta.error) : undefined;
  return (
    <fieldset
      className="z-fieldset"
      aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={inline ? 'z-choice-row' : 'z-stack'} style={inline ? undefined : { gap: 8 }}>
        {options.map((option, index) => {
          const optionId = `${inputId}-${index}`;
          return (
            <label key={option.value} className="z-choice" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={field.value === option.value}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  void helpers.setValue(option.value, true);
                  onValueChange?.(option.value);
                }}
                onBlur={field.onBlur}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
