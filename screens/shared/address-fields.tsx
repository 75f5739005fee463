import type { ReactNode } from 'react';
import { SelectField } from '../../src/ui/select-field.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { US_STATE_OPTIONS } from '../../src/ui/us-states.ts';
import { AddressSearch } from '../about/address-search.tsx';
import type { AddressSearchProps } from '../about/address-search.tsx';
import { UNIT_LABEL } from './common.texts.ts';

/** Optional address suggestions (the places adapter): both given, a 'Find your address' box fills the fields. */
export interface AddressSuggestionProps {
  searchAddress?: AddressSearchProps['searchAddress'];
  resolveAddress?: AddressSearchProps['resolveAddress'];
}

export interface AddressFieldsProps extends AddressSuggestionProps {
  /** A line under the legend (the pet step says where the pet lives). */
  hint?: ReactNode;
}

/**
 * The 'Home address' fieldset of the pet and personal steps: street, unit, city, state and zip, bound
 * to the formik fields address, extendedAddress, city, state and postalCode. Must sit inside a <Formik>.
 */
export function AddressFields({ hint, searchAddress, resolveAddress }: AddressFieldsProps) {
  return (
    <fieldset className="z-fieldset">
      <legend>Home address</legend>
      {hint ? <p className="z-field-hint">{hint}</p> : null}
      <div className="z-stack">
        {searchAddress && resolveAddress ? <AddressSearch searchAddress={searchAddress} resolveAddress={resolveAddress} /> : null}
        <TextField name="address" label="Street address" autoComplete="address-line1" />
        <TextField name="extendedAddress" label={UNIT_LABEL} autoComplete="address-line2" />
        <TextField name="city" label="City" autoComplete="address-level2" />
        <div className="z-row">
          <SelectField name="state" label="State" options={US_STATE_OPTIONS} placeholder="Select a state" autoComplete="address-level1" />
          <TextField name="postalCode" label="Zip code" digitsOnly maxLength={5} autoComplete="postal-code" />
        </div>
      </div>
    </fieldset>
  );
}
