import type { Breed, PetType } from '../../services/contract/animal.schema.ts';
import { CAT_BREEDS } from './data/cat-breeds.ts';
import { DOG_BREEDS } from './data/dog-breeds.ts';

// Breeds per pet type, alphabetical, with 'Mixed breed' first (the most common answer).

const MIXED_BREED: Breed = { id: 'mixed-breed', label: 'Mixed breed' };

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const toBreeds = (labels: readonly string[]): Breed[] => [
  MIXED_BREED,
  ...[...labels].sort((a, b) => a.localeCompare(b)).map((label) => ({ id: slug(label), label })),
];

const BREEDS: Record<PetType, Breed[]> = { dog: toBreeds(DOG_BREEDS), cat: toBreeds(CAT_BREEDS) };

export function breedsOf(type: PetType): Breed[] {
  return BREEDS[type];
}
