import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { ADDRESS_ERROR_MESSAGES } from '../../services/contract/sandbox.schema.ts';
import { PO_BOX_MESSAGE } from '../shared/address-fields.texts.ts';
import { SEARCH_DEBOUNCE_MS } from '../../services/contract/constants.ts';
import { Combobox } from '../../src/ui/combobox.tsx';
import type { ComboboxOption } from '../../src/ui/combobox.tsx';

/** A prediction of the places adapter (Google or the local provider). */
interface AddressSuggestion {
  placeId: string;
  description: string;
}

/** What a chosen prediction resolves to (the places adapter's resolution has these fields and more). */
type AddressLookupResult =
  | { ok: true; address: { line1: string; city: string; state: string; postal_code: string } }
  | { ok: false; error: 'invalid' | 'po_box' };

export interface AddressSearchProps {
  searchAddress: (input: string) => Promise<AddressSuggestion[]>;
  resolveAddress: (placeId: string) => Promise<AddressLookupResult>;
}

interface AddressFields {
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

/**
 * 'Find your address': type, pick a suggestion, and the street, city, state and zip fields below are
 * filled (and stay editable). Must sit inside the form's <Formik>.
 */
export function AddressSearch({ searchAddress, resolveAddress }: AddressSearchProps) {
  const { setValues, setFieldTouched } = useFormikContext<AddressFields>();
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(() => {
    const input = query.trim();
    if (input.length < 3 || input === picked) {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      searchAddress(input).then(
        (found) => {
          if (current) setOptions(found.map((s) => ({ id: s.placeId, label: s.description })));
        },
        () => {
          if (current) setOptions([]);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, picked, searchAddress]);

  const onSelect = (option: ComboboxOption) => {
    setQuery(option.label);
    setPicked(option.label);
    setOptions([]);
    resolveAddress(option.id).then(
      (result) => {
        if (!result.ok) {
          // A P.O. Box reads as when typed into the street field: one rule, one wording on this step.
          setError(result.error === 'po_box' ? PO_BOX_MESSAGE : ADDRESS_ERROR_MESSAGES.invalid);
          return;
        }
        setError(undefined);
        const fill: AddressFields = { address: result.address.line1, city: result.address.city, state: result.address.state, postalCode: result.address.postal_code };
        // Touched first without a check, then the values with one: formik checks the values it is
        // given, so the check sees the filled fields (a check per field ran on the values before
        // the fill and showed 'Address is required' under a filled street address).
        for (const name of Object.keys(fill)) void setFieldTouched(name, true, false);
        void setValues((current) => ({ ...current, ...fill }), true);
      },
      () => setError(ADDRESS_ERROR_MESSAGES.invalid),
    );
  };

  return (
    <Combobox
      label="Find your address"
      hint="Type your street address with its ZIP code (the ZIP code helps us find it) and pick your address; we'll fill in the fields below. You can also type them yourself."
      listLabel="Address suggestions"
      query={query}
      onQueryChange={(value) => {
        setQuery(value);
        setPicked(null);
        setError(undefined);
      }}
      options={options}
      onSelect={onSelect}
      error={error}
      autoComplete="off"
    />
  );
}
