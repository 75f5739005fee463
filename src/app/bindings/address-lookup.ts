import { createLocalPlacesProvider } from '../../../services/places/local-places-provider.ts';
import { resolvePlace } from '../../../services/places/resolve-address.ts';
import type { ApiCall } from '../../../services/contract/api-call.type.ts';

// Address suggestions for the pet and personal-details forms, through the local places provider
// (the server's ZIP data). The unsupported-address step uses the full places adapter instead.

export function createAddressLookup(call: ApiCall) {
  const provider = createLocalPlacesProvider(call);
  return {
    searchAddress: (input: string) => provider.predict(input).catch(() => []),
    resolveAddress: (placeId: string) => resolvePlace(provider, placeId),
  };
}
