import { useMemo } from 'react';
import { endpoints } from '../../../services/contract/endpoints.ts';
import type { PetType } from '../../../services/contract/animal.schema.ts';
import { createAddressLookup } from './address-lookup.ts';
import { useFlow } from './flow-context.tsx';

// The read-only look-ups a form makes while the applicant types (breeds of a pet type, address
// suggestions): one small hook, memoized per app, each call through the contract. They change nothing
// the machine decides on (decision record 0007).

export function useLookups() {
  const { services } = useFlow();
  return useMemo(() => {
    const breeds = new Map<PetType, Promise<{ id: string; label: string }[]>>();
    const loadBreeds = (type: PetType) => {
      let found = breeds.get(type);
      if (!found) {
        found = services.api.call(endpoints.breeds, { params: { type } }).then((r) => r.results);
        // A failed load is not remembered: the next request tries again.
        found.catch(() => breeds.delete(type));
        breeds.set(type, found);
      }
      return found;
    };
    return { loadBreeds, ...createAddressLookup(services.apiCall) };
  }, [services]);
}
