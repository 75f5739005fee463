import { useEffect, useRef, useState } from 'react';
import type { PlacesProvider } from '../../../../services/places/places-provider.ts';
import { resolvePlace } from '../../../../services/places/resolve-address.ts';
import { addressErrorOf } from '../../../../services/places/address-error.ts';
import { ADDRESS_ERROR_MESSAGES } from '../../../../services/contract/sandbox.schema.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../../services/contract/constants.ts';
import type { AddressAutocompleteProps } from '../../../../screens/unsupported-address/address-selection.ts';
import { AddressCombobox } from './address-combobox.tsx';
import type { ComboboxOption } from '../../../ui/combobox.tsx';

export interface ProviderAddressAutocompleteProps extends AddressAutocompleteProps {
  provider: PlacesProvider;
  debounceMs?: number;
}

/** Autocomplete over any PlacesProvider (the local one by default): debounced predictions, then resolve. */
export function ProviderAddressAutocomplete({ provider, debounceMs = SEARCH_DEBOUNCE_MS, ...props }: ProviderAddressAutocompleteProps) {
  const [value, setValue] = useState('');
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [status, setStatus] = useState<string | undefined>();
  const request = useRef(0);
  // The effect below must not re-run when the parent passes a new callback.
  const onSelect = useRef(props.onSelect);
  onSelect.current = props.onSelect;

  useEffect(() => {
    const current = ++request.current;
    if (value.trim().length < 3) {
      setOptions([]);
      return;
    }
    const timer = setTimeout(() => {
      provider
        .predict(value)
        .then((predictions) => {
          if (current !== request.current) return;
          setOptions(predictions.map((p) => ({ id: p.placeId, label: p.description })));
          // An address the provider cannot resolve is the spec's `invalid` case, in its words (the
          // local provider needs the ZIP code, which the hint asks for).
          setStatus(predictions.length === 0 ? ADDRESS_ERROR_MESSAGES.invalid : undefined);
        })
        .catch((error: unknown) => {
          if (current !== request.current) return;
          setOptions([]);
          // The local provider refuses a P.O. box as it is typed: show the address error at once.
          if (addressErrorOf(error) === 'po_box') onSelect.current({ ok: false, error: 'po_box' });
          else setStatus(ADDRESS_ERROR_MESSAGES.invalid);
        });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [value, provider, debounceMs]);

  return (
    <AddressCombobox
      inputId={props.inputId}
      texts={props.texts}
      value={value}
      options={options}
      {...(props.describedBy ? { describedBy: props.describedBy } : {})}
      {...(props.invalid !== undefined ? { invalid: props.invalid } : {})}
      {...(props.disabled !== undefined ? { disabled: props.disabled } : {})}
      {...(status ? { status } : {})}
      onInput={(next) => {
        setValue(next);
        props.onEdit?.();
      }}
      onChoose={(option) => {
        setValue(option.label);
        request.current += 1;
        setOptions([]);
        void resolvePlace(provider, option.id).then(props.onSelect);
      }}
    />
  );
}
