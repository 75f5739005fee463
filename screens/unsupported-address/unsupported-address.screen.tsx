import { useState } from 'react';
import { Formik } from 'formik';
import type { AlternateAddress } from '../../services/contract/origination.schema.ts';
import { RESIDENCE_TYPE_LABELS } from '../../services/contract/common.schema.ts';
import type { ResidenceType } from '../../services/contract/common.schema.ts';
import { ADDRESS_ERROR_MESSAGES } from '../../services/contract/sandbox.schema.ts';
import { Banner } from '../../src/ui/banner.tsx';
import { Button } from '../../src/ui/button.tsx';
import { Form } from '../../src/ui/form.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { RadioGroup } from '../../src/ui/radio-group.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import type { AddressAutocompleteComponent, MapPreviewComponent, SelectedAddress } from './address-selection.ts';
import { ADDRESS_SEARCH_TEXTS } from './address-search.texts.ts';
import { LocalMapPreview } from './local-map-preview.tsx';
import { addressFormSchema } from './unsupported-address.validation.ts';
import './unsupported-address.css';
import { TRY_AGAIN_NEXT } from '../../services/contract/start-reply-texts.ts';
import { UNIT_LABEL } from '../shared/common.texts.ts';

const UNSUPPORTED_ADDRESS_TEXTS = {
  saveError: TRY_AGAIN_NEXT,
} as const;

export interface UnsupportedAddressScreenProps {
  /** The app's address autocomplete (Google or local provider), US only, type address. */
  AddressAutocomplete: AddressAutocompleteComponent;
  /** Google's static map when configured; a drawn local preview otherwise. */
  MapPreview?: MapPreviewComponent;
  submitting: boolean;
  /** The save call failed: the spec's retry message. */
  failed?: boolean;
  onSubmit: (address: AlternateAddress) => void;
}

const RESIDENCE_OPTIONS = (Object.keys(RESIDENCE_TYPE_LABELS) as ResidenceType[]).map((value) => ({ value, label: RESIDENCE_TYPE_LABELS[value] }));

type AddressError = 'invalid' | 'po_box';

/** The address the machine saves: the chosen place with the form's unit and residence type. */
function alternateAddressOf(address: SelectedAddress, values: { unit: string; residenceType: string }): AlternateAddress {
  return {
    formatted_address: address.formatted_address,
    city: address.city,
    state: address.state,
    county: address.county,
    postal_code: address.postal_code.slice(0, 5),
    unit: values.unit.trim(),
    residenceType: values.residenceType as ResidenceType,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

export function UnsupportedAddressScreen(props: UnsupportedAddressScreenProps) {
  const { AddressAutocomplete, MapPreview = LocalMapPreview } = props;
  const [address, setAddress] = useState<SelectedAddress | null>(null);
  const [addressError, setAddressError] = useState<AddressError | null>(null);

  return (
    <div className="z-stack">
      <PageHeading focusOnMount title="What's your home address?" subtitle="We need a different home address to continue your application." />
      {props.failed ? <Banner tone="error">{UNSUPPORTED_ADDRESS_TEXTS.saveError}</Banner> : null}
      <Formik
        initialValues={{ unit: '', residenceType: '' }}
        validationSchema={addressFormSchema}
        onSubmit={(values) => {
          if (address) props.onSubmit(alternateAddressOf(address, values));
        }}
      >
        {({ values, errors }) => {
          const canSubmit =
            Boolean(address?.city) && Boolean(address?.postal_code) && Boolean(values.residenceType) && !addressError && Object.keys(errors).length === 0;
          return (
            <Form aria-label="Your new address">
              <div className="z-stack">
                <HomeAddressField
                  AddressAutocomplete={AddressAutocomplete}
                  disabled={props.submitting}
                  error={addressError}
                  onChange={(chosen, error) => {
                    setAddress(chosen);
                    setAddressError(error);
                  }}
                />
                {address ? (
                  <MapPreview latitude={address.latitude} longitude={address.longitude} label={`Map of ${address.formatted_address}`} />
                ) : null}
                <TextField name="unit" label={UNIT_LABEL} autoComplete="address-line2" maxLength={30} />
                <RadioGroup name="residenceType" legend="Residence type" options={RESIDENCE_OPTIONS} inline />
                <Button type="submit" block disabled={!canSubmit || props.submitting} loading={props.submitting}>
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

interface HomeAddressFieldProps {
  AddressAutocomplete: AddressAutocompleteComponent;
  disabled: boolean;
  error: AddressError | null;
  /** The chosen address, or none with why (an edit clears both). */
  onChange: (address: SelectedAddress | null, error: AddressError | null) => void;
}

/** The home address search: its hint, the provider's autocomplete and why a choice was refused. */
function HomeAddressField({ AddressAutocomplete, disabled, error, onChange }: HomeAddressFieldProps) {
  const inputId = 'alternate-address';
  const errorId = 'alternate-address-error';
  const hintId = 'alternate-address-hint';
  return (
    <div className="z-field">
      <label htmlFor={inputId}>Home address</label>
      <p id={hintId} className="z-field-hint">
        Type your street address with its ZIP code (the ZIP code helps us find it), then choose your address from the list. US addresses only.
      </p>
      <AddressAutocomplete
        inputId={inputId}
        label="Home address"
        texts={ADDRESS_SEARCH_TEXTS}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        invalid={Boolean(error)}
        disabled={disabled}
        onSelect={(selection) => (selection.ok ? onChange(selection.address, null) : onChange(null, selection.error))}
        onEdit={() => onChange(null, null)}
      />
      {error ? (
        <p id={errorId} className="z-field-error" role="alert">
          {ADDRESS_ERROR_MESSAGES[error]}
        </p>
      ) : null}
    </div>
  );
}

export default UnsupportedAddressScreen;
