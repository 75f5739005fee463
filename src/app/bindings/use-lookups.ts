import { useMemo } from 'react';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { createAddressLookup } from './address-lookup.ts';
import { createBreedsLookup } from './breeds-lookup.ts';
import { useFlow } from './flow-context.tsx';

// The read-only look-ups a form makes while the applicant types (breeds of a pet type, address
// suggestions): one small hook, memoized per app, each call through the contract. They change nothing
// the machine decides on (decision record 0007).

export function useLookups() {
  const { services } = useFlow();
  return useMemo(() => {
    const { loadBreeds } = createBreedsLookup({
      fetchBreeds: async (type) => (await services.api.call(endpoints.breeds, { params: { type } })).results,
    });
    return { loadBreeds, ...createAddressLookup(services.apiCall) };
  }, [services]);
}
