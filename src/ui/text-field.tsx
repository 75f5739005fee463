import { useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, HTMLAttributes, ReactNode } from 'react';
import { useField } from 'formik';
import { applyMask, digitsOnly, formatWholeDollars, maskDigitCount } from './mask.ts';
import { describedBy, useFieldIds } from './field-ids.ts';
import { FieldError, firstMessage } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';

/**
 * What a typed value becomes: masked, digits only or kept by `keep`, then cut to `maxLength`.
 * `filtered` says whether any of that applies (then the cut is done here, not by the attribute).
 */
function typedValue({ mask, onlyDigits, money, keep, maxLength }: { mask?: string; onlyDigits: boolean; money: boolean; keep?: (typed: string) => string; maxLength?: number }) {
  const filter = (raw: string): string => {
    if (mask) return applyMask(raw, mask);
    if (onlyDigits || money) return digitsOnly(raw);
    if (keep) return keep(raw);
    return raw;
  };
  // Filter first, then cut: the browser's own maxlength would cut the raw text before the filter.
  const filtered = Boolean(mask || onlyDigits || money || keep);
  const clean = (raw: string): string => {
    const value = filter(raw);
    return filtered && maxLength !== undefined ? value.slice(0, maxLength) : value;
  };
  return { filtered, clean };
}

export interface TextFieldProps {
  /** The formik field name. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** '#' = digit, anything else a literal: '(###) ###-####', '##/##', '###-##-####'. */
  mask?: string;
  /** Drops every non-digit as it is typed. */
  digitsOnly?: boolean;
  /** Keeps what this returns of the typed text (a legal name: `typedLegalName`). */
  keep?: (typed: string) => string;
  /** Keeps digits only and shows them as whole dollars with a '$' in front. The value stays digits. */
  money?: boolean;
  /**
   * The longest value. With a filter (digitsOnly, keep) it applies to the filtered value, so
   * a pasted '78a70b1' keeps five digits (78701), not the first five characters.
   */
  maxLength?: number;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  className?: string;
  /** Called after the (cleaned) value is stored, e.g. to reset a dependent field. */
  onValueChange?: (value: string) => void;
}

/** A labelled text input bound to formik: first error after blur or submit, masks, digits only. */
export function TextField(props: TextFieldProps) {
  const { name, label, hint, mask, keep, money = false, maxLength, className, onValueChange } = props;
  const onlyDigits = props.digitsOnly ?? false;
  const [field, meta, helpers] = useField<string>(name);
  const { inputId, hintId, errorId } = useFieldIds(name, props.id);
  const error = meta.touched ? firstMessage(meta.error) : undefined;

  const { filtered, clean } = typedValue({ mask, onlyDigits, money, keep, maxLength });
  const take = (raw: string) => {
    const next = clean(raw);
    void helpers.setValue(next, meta.touched);
    onValueChange?.(next);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => take(event.target.value);

  const shown = money ? formatWholeDollars(field.value ?? '') : (field.value ?? '');
  const inputRef = useTypedBeforeHydration(shown, take);
  // Filtered fields are limited in clean() (a mask by its own '#' slots), not by the attribute.
  const effectiveMaxLength = filtered ? undefined : maxLength;
  const input = (
    <input
      ref={inputRef}
      id={inputId}
      name={name}
      type={props.type ?? 'text'}
      className="z-input"
      value={shown}
      onChange={handleChange}
      onBlur={field.onBlur}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode ?? (mask || onlyDigits || money ? 'numeric' : undefined)}
      maxLength={effectiveMaxLength}
      disabled={props.disabled}
      placeholder={props.placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
      data-mask-digits={mask ? maskDigitCount(mask) : undefined}
    />
  );
  return (
    <div className={['z-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <FieldHint id={hintId} hint={hint} />
      {money ? <DollarPrefixed>{input}</DollarPrefixed> : input}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A prerendered page is usable before its scripts run: what the applicant typed or autofilled before
 * React held the field is in the field, not in the form (React hydrates the text but sends no change
 * for it). The form takes it as the field comes alive, before anything renders again. On any other
 * mount the field holds what was rendered, and nothing happens. Returns the input's ref.
 */
function useTypedBeforeHydration(shown: string, take: (raw: string) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const held = inputRef.current?.value;
    if (held !== undefined && held !== shown) take(held);
    // Once, as the field comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return inputRef;
}

/** An amount's input behind its dollar sign (read by the label, not aloud). */
function DollarPrefixed({ children }: { children: ReactNode }) {
  return (
    <div className="z-input-wrap">
      <span className="z-input-prefix" aria-hidden="true">
        $
      </span>
      {children}
    </div>
  );
}
