import { Formik } from 'formik';
import type { ChallengeResponse } from '../../services/contract/origination.schema.ts';
import { RESIDENCE_TYPE_LABELS } from '../../services/contract/common.schema.ts';
import type { ResidenceType } from '../../services/contract/common.schema.ts';
import { ErrorBanner } from '../../src/ui/banner.tsx';
import { DATE_OF_BIRTH } from '../../src/ui/server-field-errors.ts';
import { TRY_AGAIN_NEXT } from '../../services/contract/start-reply-texts.ts';
import { Button } from '../../src/ui/button.tsx';
import { Form } from '../../src/ui/form.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { RadioGroup } from '../../src/ui/radio-group.tsx';
import { SelectField } from '../../src/ui/select-field.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { FULL_DATE_MASK, PHONE_MASK, SSN_LAST_FOUR_MASK, SSN_MASK } from '../../src/ui/mask.ts';
import { DobParts } from './dob-parts.tsx';
import { AddressFields } from '../shared/address-fields.tsx';
import type { AddressSuggestionProps } from '../shared/address-fields.tsx';
import { IncomeNotes } from './income-notes.tsx';
import { NAME_MAX_LENGTH, SINGLE_LETTER_LAST_NAMES, typedLegalName } from '../../services/contract/legal-name.ts';
import { userInfoSchema } from './user-info.validation.ts';
import { toFields, toUserInfoValues } from './user-info.values.ts';
import type { UserInfoFields } from './user-info.values.ts';
import type { UserInfoValues } from '../../services/contract/form-values.ts';
import { DATE_OF_BIRTH_LABEL } from '../shared/start-form.texts.ts';

export interface UserInfoScreenProps extends AddressSuggestionProps {
  /** The challenge response: prefills identity and address (empty strings where nothing is on file). */
  challenge?: Partial<ChallengeResponse> | null;
  /** The phone of the start step (E.164), used when the challenge has none. */
  phoneNumber?: string;
  submitting?: boolean;
  /** The details could not be sent without a usable answer: the spec's retry text. */
  failed?: boolean;
  /** The server's own text when it refused the details. */
  error?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  onSubmit: (values: UserInfoValues) => void;
  /** Keeps what was typed across a reload (never the SSN); none when absent. */
  draftKey?: string;
}

const RESIDENCE_OPTIONS = (Object.keys(RESIDENCE_TYPE_LABELS) as ResidenceType[]).map((value) => ({ value, label: RESIDENCE_TYPE_LABELS[value] }));
const EMPLOYMENT_OPTIONS = [
  { value: 'EMPLOYED', label: 'Employed' },
  { value: 'SELF-EMPLOYED', label: 'Self-employed' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'UNEMPLOYED', label: 'Unemployed' },
  { value: 'STUDENT', label: 'Student' },
  { value: 'MILITARY', label: 'Military' },
];

export const LAST_NAME_HINT = 'If your last name is longer than one letter, please enter it in full.';

/** Never kept in a draft. */
const SSN_FIELDS = ['ssn'] as const;

/** zoomies.card.user: confirm and complete personal and financial details. */
export function UserInfoScreen({ challenge, phoneNumber, submitting = false, failed = false, error, fieldErrors, searchAddress, resolveAddress, onSubmit, draftKey }: UserInfoScreenProps) {
  // Only the last four SSN digits are on file: the SSN field takes the last four ('***-**-0100'),
  // the phone and the birthday's month and day are locked.
  const lastFour = Boolean(challenge?.last_4_ssn);
  const prefilled = Boolean(challenge?.first_name);
  return (
    <div className="z-stack">
      <PageHeading
        title={prefilled ? 'Please confirm your details' : 'Your personal and financial details'}
        subtitle="We use these to check if you prequalify. It won't affect your credit score."
        focusOnMount
      />
      <Formik<UserInfoFields>
        initialValues={toFields(challenge, phoneNumber, lastFour)}
        validationSchema={userInfoSchema(lastFour)}
        onSubmit={(values) => onSubmit(toUserInfoValues(values, lastFour))}
      >
        {({ values }) => (
          <Form aria-label="Personal and financial details" serverErrors={fieldErrors} fieldAliases={DATE_OF_BIRTH} draftKey={draftKey} draftExclude={SSN_FIELDS}>
            <div className="z-stack">
              <ErrorBanner message={error ?? (failed ? TRY_AGAIN_NEXT : null)} />
              <AboutYou lastFour={lastFour} lastName={values.lastName} />
              <AddressFields searchAddress={searchAddress} resolveAddress={resolveAddress} />
              <YourFinances annualIncome={values.annualIncome} monthlyHousingPayment={values.monthlyHousingPayment} />
              <Button type="submit" block loading={submitting} loadingLabel="Checking if you prequalify…">
                Next
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}

/** Who the applicant is: name, phone, email, birthday and SSN (the last four only when the rest is on file). */
function AboutYou({ lastFour, lastName }: { lastFour: boolean; lastName: string }) {
  return (
    <section className="z-stack" aria-labelledby="personal-title">
      <h2 id="personal-title">About you</h2>
      <div className="z-row">
        <TextField name="firstName" label="First name" keep={typedLegalName} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        <TextField
          name="lastName"
          label="Last name"
          keep={typedLegalName}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          hint={lastName.length === 1 && SINGLE_LETTER_LAST_NAMES.includes(lastName.toUpperCase()) ? LAST_NAME_HINT : undefined}
        />
      </div>
      <TextField
        name="phone"
        label="Phone number"
        type="tel"
        mask={PHONE_MASK}
        autoComplete="tel-national"
        disabled={lastFour}
        hint={lastFour ? 'This is the number you verified.' : undefined}
      />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      {lastFour ? (
        <DobParts name="dob" />
      ) : (
        <TextField name="dob" label={DATE_OF_BIRTH_LABEL} hint="MM/DD/YYYY" mask={FULL_DATE_MASK} autoComplete="bday" placeholder="MM/DD/YYYY" />
      )}
      {lastFour ? (
        <TextField
          name="ssn"
          label="Last four of your SSN"
          hint="We have your Social Security number on file. Please confirm its last four digits."
          mask={SSN_LAST_FOUR_MASK}
          autoComplete="off"
          placeholder="***-**-____"
        />
      ) : (
        <TextField
          name="ssn"
          label="Social Security number"
          hint="Or your ITIN. We keep it encrypted."
          mask={SSN_MASK}
          autoComplete="off"
          placeholder="###-##-####"
        />
      )}
    </section>
  );
}

/** Housing, employment and income, with the notes on what was typed. */
function YourFinances({ annualIncome, monthlyHousingPayment }: Pick<UserInfoFields, 'annualIncome' | 'monthlyHousingPayment'>) {
  return (
    <section className="z-stack" aria-labelledby="financial-title">
      <h2 id="financial-title">Your finances</h2>
      <RadioGroup name="residenceType" legend="Residence type" options={RESIDENCE_OPTIONS} inline />
      <TextField name="monthlyHousingPayment" label="Monthly housing payment" hint="Rent or mortgage. Enter 0 if you have no housing payment." money />
      <SelectField name="employmentType" label="Employment type" options={EMPLOYMENT_OPTIONS} placeholder="Select employment type" />
      <TextField name="annualIncome" label="Annual income" hint="Your total yearly income before taxes." money />
      <IncomeNotes annualIncome={annualIncome} monthlyHousingPayment={monthlyHousingPayment} />
    </section>
  );
}

export default UserInfoScreen;
