import type { AddressSearchTexts } from './address-selection.ts';

/**
 * The words of the address search the app draws in this screen (src/app/adapters/places), whichever
 * provider.
 */
export const ADDRESS_SEARCH_TEXTS: AddressSearchTexts = {
  loading: 'Loading address search…',
  suggestions: 'Suggested addresses',
  count: (count) => `${count} suggestions. Use the arrow keys to choose.`,
};
