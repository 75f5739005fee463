import type { ChangeEvent } from 'react';
import { forwardRef } from 'react';
import { digitsOnly } from '../../src/ui/mask.ts';
import { describedBy } from '../../src/ui/field-ids.ts';
import { FieldError } from '../../src/ui/field-error.tsx';

export interface CodeInputProps {
  id: string;
  length: number;
  value: string;
  label: string;
  hint: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * One input for the whole code: digits only, paste works (a pasted 'Code: 12-34' keeps 1234), and
 * `autocomplete="one-time-code"` lets phones offer the code from the text message.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { id, length, value, label, hint, error, disabled, onChange },
  ref,
) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="z-field">
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="z-field-hint">
        {hint}
      </p>
      <input
        ref={ref}
        id={id}
        name="code"
        className="z-input z-code-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={length}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error ? errorId : null)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(digitsOnly(event.target.value).slice(0, length))}
        onPaste={(event) => {
          // maxLength would cut a pasted 'Code: 123456' before the digits: clean the whole paste instead.
          event.preventDefault();
          onChange(digitsOnly(event.clipboardData.getData('text')).slice(0, length));
        }}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
});
