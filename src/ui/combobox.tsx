import { useEffect, useId, useState } from 'react';
import type { Dispatch, KeyboardEvent, ReactNode, SetStateAction } from 'react';
import { describedBy } from './field-ids.ts';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';

export interface ComboboxOption {
  id: string;
  label: string;
}

export interface ComboboxInputProps {
  inputId: string;
  /** The text in the box (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  /** The suggestions for the current text. */
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** Names the list for screen readers, e.g. 'Address suggestions'. */
  listLabel: string;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  autoComplete?: string;
  /** The input's form name (the chosen value usually lives in another field). */
  name?: string;
  onBlur?: () => void;
  /**
   * Arrow keys wrap round the list (and reopen it), Escape forgets the highlight, focusing does not
   * reopen the list, and Enter with nothing highlighted is left to the form. Off: arrows stop at the
   * ends and Enter never submits while the list is open.
   */
  cycle?: boolean;
  /** A polite live region: the status, or else this sentence of the number of suggestions while the list is open. */
  announce?: (count: number) => string;
  status?: string | undefined;
}

/**
 * The text box and its list of suggestions (ARIA 1.2 combobox with aria-activedescendant), without a
 * label: arrows move, Enter picks, Escape closes; a pointer picks on mousedown (before blur closes the
 * list). Render it inside an element with the `z-combobox` class (the list is positioned against it).
 */
export function ComboboxInput({ inputId, query, onQueryChange, options, onSelect, listLabel, invalid, disabled, autoComplete = 'off', name, onBlur, cycle = false, announce, status, ...aria }: ComboboxInputProps) {
  const listId = `${inputId}-listbox`;
  const [open, setOpen] = useState(false);
  // -1: no option highlighted until the arrows move into the list.
  const [active, setActive] = useState(-1);
  const showList = open && options.length > 0;
  const count = options.length;

  // New suggestions: nothing is highlighted until the arrows move again.
  const optionIds = options.map((option) => option.id).join('\n');
  useEffect(() => setActive(-1), [optionIds]);

  const pick = (option: ComboboxOption) => {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };
  const onKeyDown = keyHandler({ options, cycle, showList, active, setActive, setOpen, pick });
  return (
    <>
      <input
        id={inputId}
        name={name}
        className="z-input"
        type="text"
        role="combobox"
        autoComplete={autoComplete}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={aria.describedBy}
        disabled={disabled}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={cycle ? undefined : () => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <OptionList listId={listId} listLabel={listLabel} options={showList ? options : null} active={active} onPick={pick} />
      {announce ? (
        <p className="z-visually-hidden" aria-live="polite">
          {status ?? (showList ? announce(count) : '')}
        </p>
      ) : null}
    </>
  );
}

interface KeyHandlerState {
  options: readonly ComboboxOption[];
  cycle: boolean;
  showList: boolean;
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  setOpen: (open: boolean) => void;
  pick: (option: ComboboxOption) => void;
}

/**
 * The keys of the text box: the arrows move the highlight (round the list with `cycle`, else
 * stopping at its ends), Enter picks the highlighted option, Escape closes the list.
 */
function keyHandler({ options, cycle, showList, active, setActive, setOpen, pick }: KeyHandlerState) {
  const count = options.length;
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && (!cycle || count > 0)) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (cycle ? (i + 1) % count : Math.min(i + 1, count - 1)));
    } else if (event.key === 'ArrowUp' && (!cycle || count > 0)) {
      event.preventDefault();
      if (cycle) setOpen(true);
      setActive((i) => (cycle ? (i <= 0 ? count - 1 : i - 1) : Math.max(i - 1, 0)));
    } else if (event.key === 'Enter' && showList && (!cycle || active >= 0)) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
      if (cycle) setActive(-1);
    }
  };
}

/** The suggestions (null: the list is closed), the active one marked; a press picks one before the input's blur. */
function OptionList({ listId, listLabel, options, active, onPick }: { listId: string; listLabel: string; options: readonly ComboboxOption[] | null; active: number; onPick(option: ComboboxOption): void }) {
  return (
    <ul id={listId} role="listbox" aria-label={listLabel} className="z-listbox" hidden={!options}>
      {options
        ? options.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="z-option"
              // mousedown, not click: it runs before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(option);
              }}
            >
              {option.label}
            </li>
          ))
        : null}
    </ul>
  );
}

export interface ComboboxProps extends Omit<ComboboxInputProps, 'inputId' | 'describedBy' | 'invalid'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
}

/** A labelled combobox field with an optional hint and error. Not bound to formik. */
export function Combobox({ label, hint, error, id, ...input }: ComboboxProps) {
  const generatedId = useId();
  const base = (id ?? generatedId).replace(/:/g, '');
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  return (
    <div className="z-field z-combobox">
      <label htmlFor={base}>{label}</label>
      <FieldHint id={hintId} hint={hint} />
      <ComboboxInput {...input} inputId={base} invalid={Boolean(error)} describedBy={describedBy(hint ? hintId : null, error ? errorId : null)} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
