import type { Breed } from '../../services/contract/animal.schema.ts';

// Breed search of the first document, section 5: exact matches first, then labels that start with
// the query, then labels with a word that starts with it; shorter labels first within each group.

const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;

function normalize(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function tierOf(label: string, query: string): number | null {
  const name = normalize(label);
  if (name === query) return EXACT;
  if (name.startsWith(query)) return PREFIX;
  // Words split on spaces, hyphens and parentheses: 'Xoloitzcuintli (Mexican Hairless)' matches 'mex'.
  if (name.split(/[\s\-()/]+/).some((word) => word.startsWith(query))) return WORD_PREFIX;
  return null;
}

/** The breeds matching `query`, best first; at most `limit`. An empty query lists the first breeds as given. */
export function rankBreeds(breeds: readonly Breed[], query: string, limit = 50): Breed[] {
  const q = normalize(query);
  if (q === '') return breeds.slice(0, limit);
  return breeds
    .map((breed) => ({ breed, tier: tierOf(breed.label, q) }))
    .filter((entry): entry is { breed: Breed; tier: number } => entry.tier !== null)
    .sort((a, b) => a.tier - b.tier || a.breed.label.length - b.breed.label.length || a.breed.label.localeCompare(b.breed.label))
    .slice(0, limit)
    .map((entry) => entry.breed);
}
