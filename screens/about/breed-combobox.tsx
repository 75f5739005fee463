import { useEffect, useMemo, useRef, useState } from 'react';
import { useField } from 'formik';
import type { Breed, PetType } from '../../services/contract/animal.schema.ts';
import { SEARCH_DEBOUNCE_MS } from '../../services/contract/constants.ts';
import { firstMessage } from '../../src/ui/field-error.tsx';
import { Combobox } from '../../src/ui/combobox.tsx';
import { Button } from '../../src/ui/button.tsx';
import { rankBreeds } from './rank-breeds.ts';

export interface BreedComboboxProps {
  /** The formik field holding the chosen breed id ('' until one is picked). */
  name: string;
  petType: PetType | '';
  /**
   * Loads the breed list of a type on demand (cached here per type). It may try again by itself
   * before it rejects; after a rejection it is asked again on "Try again" or back online.
   */
  loadBreeds: (type: PetType) => Promise<Breed[]>;
}

type LoadState = { type: PetType; breeds: Breed[] } | { type: PetType; failed: true } | null;

/**
 * Searchable breed picker on the shared Combobox: type to search (300 ms debounce), arrows move,
 * Enter picks, Escape closes. Typing clears the choice until a breed is picked again. A list that
 * failed to load is asked for again on "Try again", or by itself when the device is back online.
 */
export function BreedCombobox({ name, petType, loadBreeds }: BreedComboboxProps) {
  const [field, meta, helpers] = useField<string>(name);
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const { breeds, failed, tryAgain } = useBreeds(petType, loadBreeds);

  useChosenBreedLabel(breeds, field.value, setQuery, (id) => void helpers.setValue(id, false));

  // A new pet type resets the breed (the form clears the value); the search text goes with it.
  useEffect(() => {
    setQuery('');
    setDebounced('');
  }, [petType]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const results = useMemo(() => (breeds ? rankBreeds(breeds, debounced) : []), [breeds, debounced]);
  const error = meta.touched ? firstMessage(meta.error) : undefined;

  const hint = hintFor(petType, failed, breeds);

  return (
    <>
      <Combobox
        label="Breed"
        hint={hint}
        listLabel="Breeds"
        name={`${name}-search`}
        query={query}
        onQueryChange={(value) => {
          setQuery(value);
          if (field.value) void helpers.setValue('', false);
        }}
        options={results}
        onSelect={(breed) => {
          setQuery(breed.label);
          void helpers.setValue(breed.id, true);
        }}
        onBlur={() => void helpers.setTouched(true, true)}
        error={error}
        disabled={!petType || !breeds}
      />
      {failed ? (
        <Button variant="link" onClick={tryAgain}>
          Try again
        </Button>
      ) : null}
    </>
  );
}

/**
 * The breed list of a pet type, loaded on demand and cached per type; a list that failed is asked
 * for again on `tryAgain`, or by itself when the device is back online.
 */
function useBreeds(petType: PetType | '', loadBreeds: BreedComboboxProps['loadBreeds']) {
  const [loaded, setLoaded] = useState<LoadState>(null);
  /** Bumped to ask for a list that failed again. */
  const [tries, setTries] = useState(0);
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
  }, [petType, loadBreeds, tries]);

  const breeds = loaded && loaded.type === petType && 'breeds' in loaded ? loaded.breeds : null;
  const failed = Boolean(loaded && loaded.type === petType && 'failed' in loaded);
  const tryAgain = () => {
    setLoaded(null);
    setTries((count) => count + 1);
  };

  // A phone that lost its network tries again as soon as it is back.
  useEffect(() => {
    if (!failed) return;
    const onOnline = () => tryAgain();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
  return { breeds, failed, tryAgain };
}

/** What the field says under its label: what to do first, that the list failed, how to pick, or that it loads. */
function hintFor(petType: PetType | '', failed: boolean, breeds: Breed[] | null): string {
  if (!petType) return 'Choose dog or cat first.';
  if (failed) return "We couldn't load the breeds. Please try again in a moment.";
  if (breeds) return 'Start typing, then pick a breed from the list. Not sure? Choose Mixed breed.';
  return 'Loading breeds…';
}

/** Shows the label of a prefilled or picked breed in the search (the value may be an id or, from old data, a label, then replaced by its id). */
function useChosenBreedLabel(breeds: Breed[] | null, value: string, showLabel: (label: string) => void, replaceValue: (id: string) => void) {
  useEffect(() => {
    if (!breeds || !value) return;
    const chosen = breeds.find((b) => b.id === value || b.label.toLowerCase() === value.toLowerCase());
    if (chosen) {
      showLabel(chosen.label);
      if (chosen.id !== value) replaceValue(chosen.id);
    }
    // Only when the list arrives or the value changes from outside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [breeds, value]);
}
