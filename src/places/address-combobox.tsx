import { ComboboxInput } from '../ui/combobox.tsx';
import type { ComboboxOption } from '../ui/combobox.tsx';

// The combobox both providers render: the shared ComboboxInput, labelled by the screen (its own
// <label for={inputId}>), with the arrow keys wrapping round and the count of predictions read out.

export interface AddressComboboxProps {
  inputId: string;
  value: string;
  options: readonly ComboboxOption[];
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Why there are no options (loading, load error), read out politely. */
  status?: string;
  onInput: (value: string) => void;
  onChoose: (option: ComboboxOption) => void;
}

export function AddressCombobox({ value, onInput, onChoose, ...props }: AddressComboboxProps) {
  return (
    <div className="z-combobox">
      <ComboboxInput {...props} query={value} onQueryChange={onInput} onSelect={onChoose} listLabel="Suggested addresses" autoComplete="street-address" cycle announce />
    </div>
  );
}
