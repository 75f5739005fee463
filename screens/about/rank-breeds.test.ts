import { describe, expect, it } from 'vitest';
import { rankBreeds } from './rank-breeds.ts';

const breed = (label: string) => ({ id: label.toLowerCase().replace(/\W+/g, '-'), label });
const BREEDS = ['Mixed breed', 'Boxer', 'Boston Terrier', 'Border Collie', 'Bernese Mountain Dog', 'Terrier', 'Australian Terrier', 'Bull Terrier', 'Airedale Terrier', 'Terrier Mix (small)'].map(breed);
const labels = (query: string) => rankBreeds(BREEDS, query).map((b) => b.label);

describe('rankBreeds', () => {
  it('puts the exact match first, then prefixes, then word prefixes, shorter first', () => {
    expect(labels('terrier')).toEqual(['Terrier', 'Terrier Mix (small)', 'Bull Terrier', 'Boston Terrier', 'Airedale Terrier', 'Australian Terrier']);
  });
  it('ignores case and surrounding spaces', () => {
    expect(labels('  BOX ')).toEqual(['Boxer']);
  });
  it('ranks prefixes by length', () => {
    expect(labels('bo')).toEqual(['Boxer', 'Border Collie', 'Boston Terrier']);
  });
  it('matches the start of any word, not the middle of one', () => {
    expect(labels('col')).toEqual(['Border Collie']);
    expect(labels('ollie')).toEqual([]);
  });
  it('matches a word inside parentheses', () => {
    expect(labels('small')).toEqual(['Terrier Mix (small)']);
  });
  it('lists breeds in their given order for an empty query, up to the limit', () => {
    expect(rankBreeds(BREEDS, '', 3).map((b) => b.label)).toEqual(['Mixed breed', 'Boxer', 'Boston Terrier']);
  });
});
