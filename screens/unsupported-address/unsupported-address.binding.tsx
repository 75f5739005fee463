import { useMemo } from 'react';
import { createPlacesBinding } from '../../src/app/adapters/places/places-binding.tsx';
import { selectUnsupportedAddress } from './unsupported-address.selector.ts';
import { useFlow, useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const UnsupportedAddressScreen = screenChunk(() => import('./unsupported-address.screen.tsx'), 'unsupported-address');

function UnsupportedAddressBinding() {
  const props = useFlowSelector(selectUnsupportedAddress);
  const send = useSend();
  const { services, config } = useFlow();
  const places = useMemo(() => createPlacesBinding({ googleMapsApiKey: config.google_maps_key }, { call: services.apiCall }), [config, services]);
  return (
    <UnsupportedAddressScreen
      {...props}
      AddressAutocomplete={places.AddressAutocomplete}
      {...(places.MapPreview ? { MapPreview: places.MapPreview } : {})}
      onSubmit={(alternateAddress) => send({ type: 'user.submit', form: 'alternateAddress', values: { alternateAddress } })}
    />
  );
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { 'unsupported-address': () => <UnsupportedAddressBinding /> } satisfies ScreenBindings;
