import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Form as FormikForm, useFormikContext } from 'formik';
import { useFormDraft } from './form-draft.ts';
import { ErrorBanner } from './banner.tsx';
import { placeServerErrors } from './server-field-errors.ts';

export interface FormProps {
  children: ReactNode;
  /** Names the form for assistive technology. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  /**
   * Per-field errors from the server (`{ phone: ['Invalid phone number'] }`): shown on their fields
   * (first message) and focused, until the applicant edits the field.
   */
  serverErrors?: Record<string, string[]> | null;
  /**
   * Server keys that name a field in other words (`{ date: 'dob', zip: 'postalCode' }`), where the
   * first word of a message is not the start of the field's name.
   */
  fieldAliases?: Readonly<Record<string, string>>;
  /** Keeps what was typed across a reload under this key (see form-draft.ts); none when absent. */
  draftKey?: string;
  /** Fields never kept in the draft (the SSN). */
  draftExclude?: readonly string[];
}

/**
 * A formik form that, after a submit with errors, moves focus to the first invalid control in page
 * order. Must be rendered inside <Formik>.
 */
export function Form({ children, serverErrors, fieldAliases, className, draftKey, draftExclude, ...aria }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting, isValidating, errors, setErrors, setTouched, touched, values } = useFormikContext<Record<string, unknown>>();
  const handledSubmit = useRef(0);
  useFormDraft(draftKey, draftExclude);

  useEffect(() => {
    if (submitCount === handledSubmit.current || isSubmitting || isValidating) return;
    handledSubmit.current = submitCount;
    if (Object.keys(errors).length > 0) focusFirstInvalid(ref.current);
  }, [submitCount, isSubmitting, isValidating, errors]);

  // Server errors arrive as a new object per failed submission: show and focus them once each, on
  // the fields they name (see server-field-errors.ts); the others above the form.
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  useEffect(() => {
    if (!serverErrors || Object.keys(serverErrors).length === 0) {
      setElsewhere([]);
      return;
    }
    const placed = placeServerErrors(serverErrors, Object.keys(values), fieldAliases);
    const fields = Object.keys(placed.onFields);
    setElsewhere(placed.elsewhere);
    setErrors(placed.onFields);
    void setTouched({ ...touched, ...Object.fromEntries(fields.map((name) => [name, true])) }, false);
    queueMicrotask(() => focusFirstInvalid(ref.current));
    // Only a new set of server errors should re-apply them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  return (
    // method="post": a form of a prerendered page can be sent before the page has come alive (a fast
    // autofill and Enter); formik's default GET would put what was typed (a phone number, a birthday)
    // into the URL. The server answers such a POST by showing the page again.
    <FormikForm ref={ref} method="post" noValidate className={className} {...aria}>
      {elsewhere.length > 0 ? <ErrorBanner message={elsewhere.join(' ')} /> : null}
      {children}
    </FormikForm>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  // Let React paint the errors first: aria-invalid appears in the render after validation.
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]');
    target?.focus();
  });
}
