import { useEffect } from 'react';
import { Formik, useFormikContext } from 'formik';
import type { RegulatoryDocument } from '../../services/contract/documents.schema.ts';
import { Banner, ErrorBanner } from '../../src/ui/banner.tsx';
import { DATE_OF_BIRTH } from '../../src/ui/server-field-errors.ts';
import { Button } from '../../src/ui/button.tsx';
import { Form } from '../../src/ui/form.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { MONTH_DAY_MASK, PHONE_MASK } from '../../src/ui/mask.ts';
import { Agreement } from './agreement.tsx';
import { validateStartForm } from './start-form.validation.ts';
import type { StartFormFields } from './start-form.validation.ts';
import { toDisplayMonthDay, toDisplayPhone, toStartValues } from './start-form.values.ts';
import type { StartValues } from '../../services/contract/form-values.ts';
import { START_MESSAGES } from './start-messages.ts';
import type { StartNotice } from './start-messages.ts';
import { DATE_OF_BIRTH_LABEL, START_YOUR_APPLICATION } from '../shared/start-form.texts.ts';

export interface StartFormProps {
  /** Prefill: E.164 or display phone, MM-DD or MM/DD; none (empty fields) when missing. */
  initialPhone?: string | null;
  initialDob?: string | null;
  documents?: readonly RegulatoryDocument[];
  submitting?: boolean;
  /** A known notice of the start screens (exact spec text). */
  notice?: StartNotice | null;
  /** Any other message from the server, shown in a banner. */
  error?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  /** A 'log in' action shown with the 'previously started' notice. */
  onLogin?: () => void;
  onSubmit: (values: StartValues) => void;
}

/**
 * A prefill that comes after the form was shown (the first screen painted an empty form, then the
 * flow came with a returning applicant's number) fills the form only while the applicant has not
 * touched it: what they typed is never replaced.
 */
function FollowPrefillWhileUntouched({ prefill }: { prefill: StartFormFields }) {
  const { dirty, values, resetForm } = useFormikContext<StartFormFields>();
  useEffect(() => {
    if (!dirty && (values.phone !== prefill.phone || values.dob !== prefill.dob)) resetForm({ values: prefill });
    // Only a new prefill matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill.phone, prefill.dob]);
  return null;
}

/** Phone number and date of birth (MM/DD), shared by offer start and Let's get started. */
export function StartForm({ initialPhone, initialDob, documents, submitting = false, notice, error, fieldErrors, onLogin, onSubmit }: StartFormProps) {
  const initialValues: StartFormFields = { phone: toDisplayPhone(initialPhone), dob: toDisplayMonthDay(initialDob) };
  return (
    <Formik initialValues={initialValues} validate={validateStartForm} onSubmit={(values) => onSubmit(toStartValues(values))}>
      <Form aria-label={START_YOUR_APPLICATION} serverErrors={fieldErrors} fieldAliases={DATE_OF_BIRTH}>
        <FollowPrefillWhileUntouched prefill={initialValues} />
        <div className="z-stack">
          {notice ? (
            <Banner tone={notice === 'start-failed' ? 'error' : 'info'} role="alert">
              <p>{START_MESSAGES[notice]}</p>
              {notice === 'previously-started' && onLogin ? (
                <p>
                  <Button variant="link" onClick={onLogin}>
                    Log in
                  </Button>
                </p>
              ) : null}
            </Banner>
          ) : null}
          <ErrorBanner message={error} />
          <TextField name="phone" label="Phone number" type="tel" mask={PHONE_MASK} autoComplete="tel-national" placeholder="(555) 555-5555" />
          <TextField
            name="dob"
            label={DATE_OF_BIRTH_LABEL}
            hint="Month and day, MM/DD"
            mask={MONTH_DAY_MASK}
            autoComplete="off"
            placeholder="MM/DD"
          />
          <Agreement documents={documents} />
          <Button type="submit" block loading={submitting} loadingLabel="Starting your application…" aria-describedby="start-agreement">
            Next
          </Button>
        </div>
      </Form>
    </Formik>
  );
}
