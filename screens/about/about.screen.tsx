import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { HEALTH_CONDITIONS, PET_AGE_IDS, petAgeLabel } from '../../services/contract/animal.schema.ts';
import type { AnimalPayload, Breed, PetType } from '../../services/contract/animal.schema.ts';
import type { PetValues } from '../../services/contract/form-values.ts';
import type { OriginationAddress } from '../../services/contract/common.schema.ts';
import { ErrorBanner } from '../../src/ui/banner.tsx';
import { Button } from '../../src/ui/button.tsx';
import { Form } from '../../src/ui/form.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { RadioGroup } from '../../src/ui/radio-group.tsx';
import { SelectField } from '../../src/ui/select-field.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { aboutSchema } from './about.validation.ts';
import type { AboutFormFields } from './about.validation.ts';
import { BreedCombobox } from './breed-combobox.tsx';
import { AddressFields } from '../shared/address-fields.tsx';
import type { AddressSuggestionProps } from '../shared/address-fields.tsx';
import { toAddressValues } from '../shared/address-fields.values.ts';

export interface AboutScreenProps extends AddressSuggestionProps {
  /** Loads the breeds of a type on demand. */
  loadBreeds: (type: PetType) => Promise<Breed[]>;
  /** Prefill from the challenge (any field may be missing or empty). */
  initialAnimal?: Partial<Record<keyof AnimalPayload, string>>;
  initialAddress?: Partial<OriginationAddress>;
  submitting?: boolean;
  /** The animal could not be created: the applicant stays here and may try again. */
  failed?: boolean;
  error?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  onSubmit: (values: PetValues) => void;
  /** Keeps what was typed across a reload (names the application and step); none when absent. */
  draftKey?: string;
}

const ABOUT_FAILED_MESSAGE = "We couldn't save your pet's details. Please check them and try again.";

const AGE_OPTIONS = PET_AGE_IDS.map((id) => ({ value: id, label: petAgeLabel(id) }));
const TYPE_OPTIONS = [
  { value: 'dog', label: 'Dog' },
  { value: 'cat', label: 'Cat' },
];
const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];
const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const pick = <T extends string>(value: string | undefined, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

function toFields(animal: AboutScreenProps['initialAnimal'] = {}, address: Partial<OriginationAddress> = {}): AboutFormFields {
  return {
    petName: animal.pet_name ?? '',
    petType: pick(animal.pet_type, ['dog', 'cat'] as const),
    petAge: pick(animal.pet_age, PET_AGE_IDS),
    breed: animal.pet_breed ?? '',
    gender: pick(animal.pet_gender, ['male', 'female'] as const),
    healthConditions: pick(animal.existing_health_conditions, ['true', 'false'] as const),
    address: address.address ?? '',
    extendedAddress: address.extendedAddress ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    postalCode: address.postalCode ?? '',
  };
}

function toPetValues(fields: AboutFormFields): PetValues {
  return {
    animal: {
      pet_name: fields.petName.trim(),
      pet_type: fields.petType as PetType,
      pet_age: fields.petAge,
      pet_breed: fields.breed,
      pet_gender: fields.gender as 'male' | 'female',
      existing_health_conditions: fields.healthConditions as 'true' | 'false',
    },
    address: toAddressValues(fields),
  };
}

function listConditions(type: PetType | ''): string {
  const list = HEALTH_CONDITIONS[type || 'dog'];
  return `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
}

/** zoomies.card.about: the pet, its health and the home address. */
export function AboutScreen({ loadBreeds, initialAnimal, initialAddress, submitting = false, failed = false, error, fieldErrors, searchAddress, resolveAddress, onSubmit, draftKey }: AboutScreenProps) {
  return (
    <div className="z-stack">
      <PageHeading title="Tell us about your pet" subtitle="Your card comes with free pet insurance for one dog or cat." focusOnMount />
      <Formik
        initialValues={toFields(initialAnimal, initialAddress)}
        validationSchema={aboutSchema}
        onSubmit={(values: AboutFormFields, _helpers: FormikHelpers<AboutFormFields>) => onSubmit(toPetValues(values))}
      >
        {({ values, setFieldValue }) => {
          const petLabel = values.petName.trim() || 'your pet';
          return (
            <Form aria-label="Pet details" serverErrors={fieldErrors} draftKey={draftKey}>
              <div className="z-stack">
                <ErrorBanner message={failed ? ABOUT_FAILED_MESSAGE : null} />
                <ErrorBanner message={error} />
                <TextField name="petName" label="Pet name" autoComplete="off" maxLength={40} />
                <RadioGroup
                  name="petType"
                  legend="Pet type"
                  options={TYPE_OPTIONS}
                  inline
                  onValueChange={(type) => {
                    if (type !== values.petType) void setFieldValue('breed', '', false);
                  }}
                />
                <SelectField name="petAge" label="Pet age" options={AGE_OPTIONS} placeholder="Select an age" />
                <BreedCombobox name="breed" petType={values.petType} loadBreeds={loadBreeds} />
                <RadioGroup name="gender" legend="Pet gender" options={GENDER_OPTIONS} inline />
                <RadioGroup
                  name="healthConditions"
                  legend={`Has ${petLabel} ever been diagnosed with ${listConditions(values.petType)}?`}
                  hint="These are existing health conditions. Answer as best you can."
                  options={YES_NO}
                  inline
                />
                <AddressFields hint={<>Where {petLabel} lives with you. We can't use a P.O. Box.</>} searchAddress={searchAddress} resolveAddress={resolveAddress} />
                <Button type="submit" block loading={submitting} loadingLabel="Saving your pet's details…">
                  Next
                </Button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </div>
  );
}

export default AboutScreen;
