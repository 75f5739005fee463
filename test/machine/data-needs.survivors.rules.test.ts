import { describe, expect, it } from 'vitest';
import { freshNow, heldDataDropped, heldDataMadeStale, isNeedMissing } from '../../machines/rules/data-needs.rules.ts';
import { initialContext } from '../../machines/onboarding.context.ts';
import { signup } from '../../src/flow-map/machine-model/model-fixtures.ts';

// What the flow keeps of the application's progress when it goes stale, is dropped or is read again
// (decision 0074): the survivors of the `units` suite's report of 2026-11-29, which no rules test
// called (the flow tests do, but they are not the suite's). In a file of its own, so the tests that
// report ran stay as recorded (docs/mutation.md).

// The needs a page could not load (found "not there yet") that describe progress, and two that do not.
const unavailable = ['stateConfig', 'uploadedDocuments', 'phoneNumber', 'applications'] as const;

describe('held data made stale', () => {
  it('asks every progress need again and forgets only the progress needs found not there', () => {
    expect(heldDataMadeStale({ unavailable: [...unavailable] })).toEqual({
      stale: ['challenge', 'signup', 'petApplication', 'uploadedDocuments', 'plan', 'applications'],
      unavailable: ['stateConfig', 'phoneNumber'],
    });
  });

  it('a signup still held is missing again, so its state reads it on entry', () => {
    const held = { ...initialContext({ originationId: 'orig-1' }), signup: signup() };
    expect(isNeedMissing(held, 'signup')).toBe(false);
    expect(isNeedMissing({ ...held, ...heldDataMadeStale(held) }, 'signup')).toBe(true);
  });
});

describe('held data dropped', () => {
  it('forgets every progress answer, stale marks included, and keeps what is not progress', () => {
    expect(heldDataDropped({ unavailable: [...unavailable] })).toEqual({
      challenge: null,
      signup: null,
      petApplication: null,
      uploadedDocuments: null,
      plan: null,
      planLoaded: false,
      applications: null,
      stale: [],
      unavailable: ['stateConfig', 'phoneNumber'],
    });
  });
});

describe('a need read again', () => {
  it('is fresh; the other stale needs stay stale', () => {
    expect(freshNow({ stale: ['signup', 'challenge', 'plan'] }, 'challenge')).toEqual(['signup', 'plan']);
    expect(freshNow({ stale: ['signup'] }, 'plan')).toEqual(['signup']);
  });
});
