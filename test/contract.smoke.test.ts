import { describe, expect, it } from 'vitest';
import { endpoints } from '../services/contract/endpoints.ts';
import { PET_AGE_IDS, petAgeLabel, petAgeInWeeks } from '../services/contract/animal.schema.ts';

describe('contract', () => {
  it('declares each method and path once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('lists the 37 age options from 1 week to 20+ years', () => {
    expect(PET_AGE_IDS).toHaveLength(7 + 10 + 19 + 1);
    expect(PET_AGE_IDS[0]).toBe('1_week_old');
    expect(PET_AGE_IDS.at(-1)).toBe('20+_year_old');
    expect(petAgeLabel('1_year_old')).toBe('1 year old');
    expect(petAgeLabel('3_month_old')).toBe('3 months old');
    expect(petAgeInWeeks('6_week_old')).toBe(6);
    expect(petAgeInWeeks('2_month_old')).toBeGreaterThanOrEqual(7);
  });
});
