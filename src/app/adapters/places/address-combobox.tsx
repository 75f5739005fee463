import { ComboboxInput } from '../../../ui/combobox.tsx';
import type { ComboboxOption } from '../../../ui/combobox.tsx';
import type { AddressSearchTexts } from '../../../../screens/unsupported-address/address-selection.ts';

// The combobox both providers render: the shared ComboboxInput, labelled by the screen (its own
// <label for={inputId}>), with the arrow keys wrapping round and the count of predictions read out.

export interface AddressComboboxProps {
  inputId: string;
  texts: AddressSearchTexts;
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

export function AddressCombobox({ value, onInput, onChoose, texts, ...props }: AddressComboboxProps) {
  return (
    <div className="z-combobox">
      <ComboboxInput {...props} query={value} onQueryChange={onInput} onSelect={onChoose} listLabel={texts.suggestions} autoComplete="street-address" cycle announce={texts.count} />
    </div>
  );
}
