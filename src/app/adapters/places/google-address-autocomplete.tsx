import { useEffect, useState } from 'react';
import usePlacesAutocomplete from 'use-places-autocomplete';
import { loadGoogleMaps, MAPS_LOAD_ERROR } from '../../../../services/places/google-maps-loader.ts';
import { AUTOCOMPLETE_REQUEST_OPTIONS, createGooglePlacesProvider, loadedGoogleMaps } from '../../../../services/places/google-places-provider.ts';
import { resolvePlace } from '../../../../services/places/resolve-address.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../../services/contract/constants.ts';
import type { AddressAutocompleteProps } from '../../../../screens/unsupported-address/address-selection.ts';
import { AddressCombobox } from './address-combobox.tsx';

// Google Places through use-places-autocomplete. This file (and the hook's package) is its own
// chunk: the app imports it lazily, and the Maps script loads only when it mounts.

export interface GoogleAddressAutocompleteProps extends AddressAutocompleteProps {
  apiKey: string;
}

export function GoogleAddressAutocomplete({ apiKey, ...props }: GoogleAddressAutocompleteProps) {
  const [loadError, setLoadError] = useState<string | null>(null);
  const {
    ready,
    value,
    suggestions: { data },
    setValue,
    clearSuggestions,
    init,
  } = usePlacesAutocomplete({
    initOnMount: false,
    debounce: SEARCH_DEBOUNCE_MS,
    requestOptions: AUTOCOMPLETE_REQUEST_OPTIONS as never,
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps(apiKey)
      .then(() => {
        if (!cancelled) init();
      })
      .catch(() => {
        if (!cancelled) setLoadError(MAPS_LOAD_ERROR);
      });
    return () => {
      cancelled = true;
    };
  }, [apiKey, init]);

  return (
    <>
      <AddressCombobox
        inputId={props.inputId}
        texts={props.texts}
        value={value}
        options={data.map((s: { place_id: string; description: string }) => ({ id: s.place_id, label: s.description }))}
        {...(props.describedBy ? { describedBy: props.describedBy } : {})}
        invalid={Boolean(props.invalid || loadError)}
        disabled={Boolean(props.disabled) || !ready}
        {...(loadError ? { status: loadError } : {})}
        onInput={(next) => {
          setValue(next);
          props.onEdit?.();
        }}
        onChoose={(option) => {
          setValue(option.label, false);
          clearSuggestions();
          void resolvePlace(createGooglePlacesProvider(loadedGoogleMaps()), option.id).then(props.onSelect);
        }}
      />
      {loadError ? (
        <p className="z-field-error" role="alert">
          {loadError}
        </p>
      ) : null}
    </>
  );
}

export default GoogleAddressAutocomplete;
