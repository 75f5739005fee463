import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { describedBy } from './field-ids.ts';
import { FieldError } from './field-error.tsx';

export interface ComboboxOption {
  id: string;
  label: string;
}

export interface ComboboxProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The text in the box (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  /** The suggestions for the current text. */
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** Names the list for screen readers, e.g. 'Address suggestions'. */
  listLabel: string;
  error?: string;
  disabled?: boolean;
  autoComplete?: string;
  id?: string;
}

/**
 * A text box with a list of suggestions (ARIA 1.2 combobox): arrows move, Enter picks, Escape
 * closes; a pointer picks on mousedown (before blur closes the list). Not bound to formik.
 */
export function Combobox({ label, hint, query, onQueryChange, options, onSelect, listLabel, error, disabled, autoComplete = 'off', id }: ComboboxProps) {
  const generatedId = useId();
  const base = (id ?? generatedId).replace(/:/g, '');
  const listId = `${base}-listbox`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && options.length > 0;

  const pick = (option: ComboboxOption) => {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <div className="z-field z-combobox">
      <label htmlFor={base}>{label}</label>
      {hint ? (
        <p id={hintId} className="z-field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={base}
        className="z-input"
        type="text"
        role="combobox"
        autoComplete={autoComplete}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        disabled={disabled}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="z-listbox" hidden={!showList}>
        {showList
          ? options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="z-option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
