import { useState } from 'react';
import type { KeyboardEvent } from 'react';

// The combobox both providers render: an input with a list of predictions (ARIA 1.2 combobox with
// aria-activedescendant), arrow keys to move, Enter to choose, Escape to close.

export interface ComboboxOption {
  id: string;
  label: string;
}

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

export function AddressCombobox(props: AddressComboboxProps) {
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const listId = `${props.inputId}-listbox`;
  const open = !closed && props.options.length > 0;

  const choose = (option: ComboboxOption) => {
    setClosed(true);
    setActive(-1);
    props.onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && props.options.length > 0) {
      event.preventDefault();
      setClosed(false);
      setActive((i) => (i + 1) % props.options.length);
    } else if (event.key === 'ArrowUp' && props.options.length > 0) {
      event.preventDefault();
      setClosed(false);
      setActive((i) => (i <= 0 ? props.options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const option = props.options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      setClosed(true);
      setActive(-1);
    }
  };

  return (
    <div className="z-combobox">
      <input
        id={props.inputId}
        className="z-input"
        type="text"
        role="combobox"
        autoComplete="street-address"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        disabled={props.disabled}
        value={props.value}
        onChange={(event) => {
          setClosed(false);
          setActive(-1);
          props.onInput(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setClosed(true)}
      />
      <ul id={listId} role="listbox" aria-label="Suggested addresses" className="z-listbox" hidden={!open}>
        {props.options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="z-option"
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p className="z-visually-hidden" aria-live="polite">
        {props.status ?? (open ? `${props.options.length} suggestions. Use the arrow keys to choose.` : '')}
      </p>
    </div>
  );
}
