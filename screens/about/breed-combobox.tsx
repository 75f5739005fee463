import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useField } from 'formik';
import type { Breed, PetType } from '../../services/contract/animal.schema.ts';
import { SEARCH_DEBOUNCE_MS } from '../../services/contract/constants.ts';
import { describedBy } from '../../src/ui/field-ids.ts';
import { FieldError, firstMessage } from '../../src/ui/field-error.tsx';
import { rankBreeds } from './rank-breeds.ts';

export interface BreedComboboxProps {
  /** The formik field holding the chosen breed id ('' until one is picked). */
  name: string;
  petType: PetType | '';
  /** Loads the breed list of a type on demand (cached here per type). */
  loadBreeds: (type: PetType) => Promise<Breed[]>;
}

type LoadState = { type: PetType; breeds: Breed[] } | { type: PetType; failed: true } | null;

/**
 * Searchable breed picker (ARIA 1.2 combobox with a listbox): type to search (300 ms debounce),
 * arrows move, Enter picks, Escape closes. Typing clears the choice until a breed is picked again.
 */
export function BreedCombobox({ name, petType, loadBreeds }: BreedComboboxProps) {
  const [field, meta, helpers] = useField<string>(name);
  const base = useId().replace(/:/g, '');
  const inputId = `${base}-breed`;
  const listId = `${base}-listbox`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const [loaded, setLoaded] = useState<LoadState>(null);
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  // -1: no option highlighted until the arrows move into the list.
  const [active, setActive] = useState(-1);
  const cache = useRef(new Map<PetType, Breed[]>());

  useEffect(() => {
    if (!petType) return;
    const cached = cache.current.get(petType);
    if (cached) {
      setLoaded({ type: petType, breeds: cached });
      return;
    }
    let current = true;
    loadBreeds(petType).then(
      (breeds) => {
        cache.current.set(petType, breeds);
        if (current) setLoaded({ type: petType, breeds });
      },
      () => {
        if (current) setLoaded({ type: petType, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [petType, loadBreeds]);

  const breeds = loaded && loaded.type === petType && 'breeds' in loaded ? loaded.breeds : null;
  const failed = Boolean(loaded && loaded.type === petType && 'failed' in loaded);

  // Show the label of a prefilled or picked breed (the value may be an id or, from old data, a label).
  useEffect(() => {
    if (!breeds || !field.value) return;
    const chosen = breeds.find((b) => b.id === field.value || b.label.toLowerCase() === field.value.toLowerCase());
    if (chosen) {
      setQuery(chosen.label);
      if (chosen.id !== field.value) void helpers.setValue(chosen.id, false);
    }
    // Only when the list arrives or the value changes from outside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [breeds, field.value]);

  // A new pet type resets the breed (the form clears the value); the search text goes with it.
  useEffect(() => {
    setQuery('');
    setDebounced('');
  }, [petType]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // New results: nothing is highlighted until the arrows move again.
  useEffect(() => setActive(-1), [debounced]);

  const results = useMemo(() => (breeds ? rankBreeds(breeds, debounced) : []), [breeds, debounced]);
  const error = meta.touched ? firstMessage(meta.error) : undefined;
  const showList = open && results.length > 0;

  const pick = (breed: Breed) => {
    setQuery(breed.label);
    setOpen(false);
    void helpers.setValue(breed.id, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(results.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && showList && active < 0) {
      // Enter without a highlighted breed does nothing (and must not submit the form half-done).
      event.preventDefault();
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const breed = results[active];
      if (breed) pick(breed);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const hint = !petType
    ? 'Choose dog or cat first.'
    : failed
      ? "We couldn't load the breeds. Please try again in a moment."
      : breeds
        ? 'Start typing, then pick a breed from the list. Not sure? Choose Mixed breed.'
        : 'Loading breeds…';

  return (
    <div className="z-field z-combobox">
      <label htmlFor={inputId}>Breed</label>
      <p id={hintId} className="z-field-hint">
        {hint}
      </p>
      <input
        id={inputId}
        name={`${name}-search`}
        className="z-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error ? errorId : null)}
        disabled={!petType || !breeds}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
          if (field.value) void helpers.setValue('', false);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          void helpers.setTouched(true, true);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Breeds" className="z-listbox" hidden={!showList}>
        {showList
          ? results.map((breed, index) => (
              <li
                key={breed.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="z-option"
                // mousedown, not click: it runs before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(breed);
                }}
              >
                {breed.label}
              </li>
            ))
          : null}
      </ul>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
