// The contract between the unsupported-address screen and the address autocomplete the app gives
// it (src/app/adapters/places): the screen renders the component and receives a resolved address or
// an error type, and never knows which places provider is behind it.
import type { ComponentType } from 'react';

export interface SelectedAddress {
  formatted_address: string;
  /** Street number and route. */
  line1: string;
  city: string;
  state: string;
  county: string;
  postal_code: string;
  latitude: number;
  longitude: number;
}

type AddressSelection = { ok: true; address: SelectedAddress } | { ok: false; error: 'invalid' | 'po_box' };

export interface AddressSearchTexts {
  /** Said while the address search itself loads (Google's script is fetched on first use). */
  loading: string;
  /** Names the list of suggestions for screen readers. */
  suggestions: string;
  /** Read out while the list is open. */
  count: (count: number) => string;
}

export interface AddressAutocompleteProps {
  /** The input's id, so the screen's label points at it. */
  inputId: string;
  label: string;
  /** The search's own words, from the screen. */
  texts: AddressSearchTexts;
  /** Ids of the hint and error, for aria-describedby. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  onSelect: (selection: AddressSelection) => void;
  /** The applicant typed again: the chosen address no longer stands. */
  onEdit?: () => void;
}
export type AddressAutocompleteComponent = ComponentType<AddressAutocompleteProps>;

export interface MapPreviewProps {
  latitude: number;
  longitude: number;
  /** The text alternative, in the screen's words ("Map of" and the formatted address). */
  label: string;
}
export type MapPreviewComponent = ComponentType<MapPreviewProps>;
