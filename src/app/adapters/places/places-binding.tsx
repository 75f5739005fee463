import { lazy, Suspense } from 'react';
import type { ApiCall } from '../../../../services/contract/api-call.type.ts';
import { createLocalPlacesProvider } from '../../../../services/places/local-places-provider.ts';
import type {
  AddressAutocompleteComponent,
  AddressAutocompleteProps,
  MapPreviewComponent,
  MapPreviewProps,
} from '../../../../screens/unsupported-address/address-selection.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { GoogleStaticMap } from './google-static-map.tsx';
import { ProviderAddressAutocomplete } from './local-address-autocomplete.tsx';

const LazyGoogleAddressAutocomplete = lazy(() => import('./google-address-autocomplete.tsx'));

export interface PlacesBinding {
  /** Give it to the unsupported-address screen as `AddressAutocomplete`. */
  AddressAutocomplete: AddressAutocompleteComponent;
  /** Give it as `MapPreview`; undefined means the screen's own offline preview. */
  MapPreview?: MapPreviewComponent;
}

/**
 * Google Places when a Maps key is configured (loaded lazily, with retries); otherwise the local
 * provider backed by the server's placesAutocomplete, placeDetails and reverseGeocode endpoints.
 */
export function createPlacesBinding(config: { googleMapsApiKey?: string | null | undefined }, deps: { call: ApiCall }): PlacesBinding {
  const key = config.googleMapsApiKey?.trim();
  if (key) {
    const AddressAutocomplete = (props: AddressAutocompleteProps) => (
      <Suspense fallback={<Spinner label={props.texts.loading} />}>
        <LazyGoogleAddressAutocomplete apiKey={key} {...props} />
      </Suspense>
    );
    const MapPreview = (props: MapPreviewProps) => <GoogleStaticMap apiKey={key} {...props} />;
    return { AddressAutocomplete, MapPreview };
  }
  const provider = createLocalPlacesProvider(deps.call);
  const AddressAutocomplete = (props: AddressAutocompleteProps) => <ProviderAddressAutocomplete provider={provider} {...props} />;
  return { AddressAutocomplete };
}
