import { useId } from 'react';
import { useField } from 'formik';
import { digitsOnly } from '../../src/ui/mask.ts';
import { describedBy } from '../../src/ui/field-ids.ts';
import { FieldError, firstMessage } from '../../src/ui/field-error.tsx';
import { DATE_OF_BIRTH_LABEL } from '../shared/start-form.texts.ts';

export interface DobPartsProps {
  /** The formik field holding 'MM/DD/YYYY'. */
  name: string;
}

/**
 * Date of birth when only the last four SSN digits are on file: month and day come from the file
 * and are locked (disabled); the applicant confirms by typing the year.
 */
export function DobParts({ name }: DobPartsProps) {
  const [field, meta, helpers] = useField<string>(name);
  const base = useId().replace(/:/g, '');
  const [month = '', day = '', year = ''] = (field.value ?? '').split('/');
  const error = meta.touched ? firstMessage(meta.error) : undefined;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  return (
    <fieldset className="z-fieldset" aria-describedby={describedBy(hintId, error ? errorId : null)}>
      <legend>{DATE_OF_BIRTH_LABEL}</legend>
      <p id={hintId} className="z-field-hint">
        Month and day are on file. Please enter the year you were born.
      </p>
      <div className="z-row">
        <div className="z-field">
          <label htmlFor={`${base}-month`}>Month</label>
          <input id={`${base}-month`} className="z-input" value={month} disabled readOnly autoComplete="bday-month" />
        </div>
        <div className="z-field">
          <label htmlFor={`${base}-day`}>Day</label>
          <input id={`${base}-day`} className="z-input" value={day} disabled readOnly autoComplete="bday-day" />
        </div>
        <div className="z-field">
          <label htmlFor={`${base}-year`}>Year</label>
          <input
            id={`${base}-year`}
            name={`${name}-year`}
            className="z-input"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            placeholder="YYYY"
            value={year}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error ? errorId : null)}
            onChange={(event) => void helpers.setValue(`${month}/${day}/${digitsOnly(event.target.value).slice(0, 4)}`, meta.touched)}
            onBlur={() => void helpers.setTouched(true, true)}
          />
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
