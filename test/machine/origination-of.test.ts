import { describe, it, expect } from 'vitest';
import { given, originationOf } from '../../machines/steps/step-kit.ts';
import { initialContext } from '../../machines/onboarding.context.ts';

// The data a state cannot go on without is there, or the machine throws naming what was missing:
// no call goes out with '' for an id.

describe('the data a state needs', () => {
  it('gives the origination id, or throws naming the call that needed it', () => {
    expect(originationOf({ originationId: 'orig-1' }, 'submitPet')).toBe('orig-1');
    expect(() => originationOf(initialContext({}), 'submitPet')).toThrow('A state was entered without the origination id that submitPet needs');
  });

  it('gives any other value, falsy ones included, or throws naming what is missing', () => {
    expect(given(0)).toBe(0);
    expect(given('', 'a code')).toBe('');
    expect(() => given(null, "the pet application's plan id")).toThrow("A state was entered without the pet application's plan id");
    expect(() => given(undefined)).toThrow('A state was entered without the data its guards promised');
  });
});
