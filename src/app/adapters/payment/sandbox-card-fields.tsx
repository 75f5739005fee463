import { useId, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { formatCardNumber, formatExpiry, validateCard } from '../../../../services/payment/sandbox-card.ts';
import type { CardFieldErrors, CardFormValues } from '../../../../services/payment/sandbox-card.ts';
import type { PaymentFormTexts } from '../../../../screens/payment/payment-form.texts.ts';

// The sandbox provider's own card form: card number, expiry, CVC, in the same order and wording as
// Stripe's card fields. Each error shows after the field is left, and is announced.

export interface SandboxCardFieldsProps {
  /** The labels and hint, from the payment screen. */
  texts: PaymentFormTexts['card'];
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
  disabled?: boolean;
  /** Show every error (after a pay attempt). */
  showAllErrors?: boolean;
}

interface FieldSpec {
  name: keyof CardFormValues;
  label: string;
  autoComplete: string;
  placeholder: string;
  format: (value: string) => string;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** The three fields, labelled with the payment screen's words. */
const fieldsOf = (texts: PaymentFormTexts['card']): readonly FieldSpec[] => [
  { name: 'cardNumber', label: texts.cardNumber, autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', format: formatCardNumber, inputMode: 'numeric' },
  { name: 'expiry', label: texts.expiry, autoComplete: 'cc-exp', placeholder: 'MM / YY', format: formatExpiry, inputMode: 'numeric' },
  { name: 'cvc', label: texts.cvc, autoComplete: 'cc-csc', placeholder: texts.cvcPlaceholder, format: (v) => v.replace(/\D/g, '').slice(0, 4), inputMode: 'numeric' },
];

export function SandboxCardFields({ texts, values, onChange, disabled, showAllErrors = false }: SandboxCardFieldsProps) {
  const base = useId();
  const [left, setLeft] = useState<Partial<Record<keyof CardFormValues, boolean>>>({});
  const errors: CardFieldErrors = validateCard(values);
  return (
    <fieldset className="z-fieldset z-stack">
      <legend>{texts.legend}</legend>
      <p className="z-small z-muted">{texts.sandboxHint}</p>
      {fieldsOf(texts).map((field) => {
        const inputId = `${base}-${field.name}`;
        const errorId = `${inputId}-error`;
        const error = showAllErrors || left[field.name] ? errors[field.name] : undefined;
        return (
          <div key={field.name} className="z-field">
            <label htmlFor={inputId}>{field.label}</label>
            <input
              id={inputId}
              name={field.name}
              className="z-input"
              type="text"
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              value={values[field.name]}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange({ ...values, [field.name]: field.format(event.target.value) })}
              onBlur={() => setLeft((current) => ({ ...current, [field.name]: true }))}
            />
            {error ? (
              <p id={errorId} className="z-field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
