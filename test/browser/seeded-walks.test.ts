import { describe, expect, it } from 'vitest';
import { controlsInSnapshot, type Control } from '../e2e/walks/page-controls.ts';
import { describeMove, WalkChooser } from '../e2e/walks/walk-choices.ts';
import { stepDisagreement } from '../e2e/walks/walk-agreement.ts';
import { CI_SEEDS, CI_STEPS, walksAsked } from '../e2e/walks/walks.scenarios.ts';

// The seeded walks' pure parts (decision 0064): what the applicant reads as pressable, how a seed
// chooses, which pages agree with where the server says the application stands, and which walks a
// command line asks for.

const ADD_ON_PAGE = `- main:
  - heading "Adjust and finalize Biscuit's insurance policy" [level=1]
  - button "No changes needed"
  - link "Read our sample policies (opens in a new tab)":
    - /url: /sample-policies/
  - button "Details about vet visits": Details
  - button "Add vet visits" [disabled]: Add
  - button "Details about wellness plan": Details
  - button "Add wellness plan": Add
  - link "help@zoomies.example":
    - /url: mailto:help@zoomies.example
  - button "Details": Details
  - button "Details": Details
  - link "Sign in":
    - /url: /signin?next=%2Fdashboard`;

describe('the controls the applicant can press', () => {
  it('are the enabled buttons and links that stay in the tab, in the order the page shows them', () => {
    expect(controlsInSnapshot(ADD_ON_PAGE, 'main').map((control) => control.name)).toEqual([
      'No changes needed',
      'Details about vet visits',
      'Details about wellness plan',
      'Add wellness plan',
      'Details',
      'Details',
      'Sign in',
    ]);
  });

  it('tell apart controls of one name by their rank, and keep their role and area', () => {
    const details = controlsInSnapshot(ADD_ON_PAGE, 'main').filter((control) => control.name === 'Details');
    expect(details).toEqual([
      { role: 'button', name: 'Details', area: 'main', nth: 0 },
      { role: 'button', name: 'Details', area: 'main', nth: 1 },
    ]);
    expect(controlsInSnapshot(ADD_ON_PAGE, 'main').find((control) => control.name === 'Sign in')?.role).toBe('link');
  });

  it('read quoted names as written', () => {
    expect(controlsInSnapshot('- button "Say \\"hi\\""', 'dialog')).toEqual([{ role: 'button', name: 'Say "hi"', area: 'dialog', nth: 0 }]);
  });
});

const CONTROLS: Control[] = [
  { role: 'button', name: 'Add vet visits', area: 'main', nth: 0 },
  { role: 'button', name: 'Close', area: 'banner', nth: 0 },
];
const NO_HISTORY = { back: false, forward: false };

describe('a seed', () => {
  const walkOf = (seed: number) => {
    const chooser = new WalkChooser(seed);
    return [chooser.start(), ...Array.from({ length: 30 }, () => [describeMove(chooser.move(CONTROLS, 'quiz', { back: true, forward: true })), chooser.pace(), chooser.lateAnswers()])];
  };

  it('chooses the same walk on the same pages every time, and another seed another walk', () => {
    expect(walkOf(17)).toEqual(walkOf(17));
    expect(walkOf(18)).not.toEqual(walkOf(17));
  });

  it('chooses only what the page and the browser offer', () => {
    const chooser = new WalkChooser(5);
    const moves = Array.from({ length: 200 }, () => chooser.move(CONTROLS, null, NO_HISTORY));
    expect(new Set(moves.map((move) => move.kind))).toEqual(new Set(['press', 'reload']));
    expect(Array.from({ length: 50 }, () => chooser.move([], null, NO_HISTORY).kind)).toEqual(Array.from({ length: 50 }, () => 'reload'));
  });

  it('fills the form, presses, uses Back and Forward, hurries and holds answers, over a walk', () => {
    const chooser = new WalkChooser(9);
    const moves = Array.from({ length: 300 }, () => chooser.move(CONTROLS, 'user', { back: true, forward: true }));
    expect(new Set(moves.map((move) => move.kind))).toEqual(new Set(['fill', 'press', 'back', 'forward', 'reload']));
    expect(new Set(moves.flatMap((move) => (move.kind === 'fill' ? [move.ssn] : []))).size).toBeGreaterThan(1);
    const paces = Array.from({ length: 100 }, () => chooser.pace());
    expect(paces.some((pace) => pace.kind === 'hurry') && paces.some((pace) => pace.kind === 'settle')).toBe(true);
    expect(Array.from({ length: 100 }, () => chooser.lateAnswers()).some((late) => late !== null && late.ms >= 400)).toBe(true);
  });

  it('is printed as the applicant did it', () => {
    expect(describeMove({ kind: 'press', control: { role: 'button', name: 'Details', area: 'main', nth: 1 } })).toBe('press button "Details" #2');
    expect(describeMove({ kind: 'press', control: { role: 'button', name: 'Close', area: 'banner', nth: 0 } })).toBe('press button "Close" (banner)');
    expect(describeMove({ kind: 'fill', stateId: 'user', ssn: '000-00-2001' })).toBe('fill user (SSN 000-00-2001)');
    expect(describeMove({ kind: 'back' })).toBe('back');
  });
});

describe('the page against where the server says the application stands', () => {
  it("agrees on the route's own page, and on the pages that lead to it", () => {
    expect(stepDisagreement('about', 'zoomies.card.about')).toBeNull();
    expect(stepDisagreement('congratulations', 'zoomies.card.quiz')).toBeNull();
    expect(stepDisagreement('payment', 'zoomies.card.additional-services')).toBeNull();
    expect(stepDisagreement('verifyOwn', 'zoomies.card.verify')).toBeNull();
    expect(stepDisagreement('dashboard', 'zoomies.card.user')).toBeNull();
  });

  it('disagrees on a step already done that shows again', () => {
    expect(stepDisagreement('verify', 'zoomies.card.about')).toMatch(/the page shows verify, the server says the application stands at zoomies.card.about/);
    expect(stepDisagreement('user', 'zoomies.card.aditionalinformation')).not.toBeNull();
    expect(stepDisagreement('processing', 'zoomies.card.quiz')).not.toBeNull();
  });
});

describe('the walks asked for', () => {
  it('are the CI set by default, one seed again by --seed, or as many new seeds as WALK_SEEDS says', () => {
    expect(walksAsked({ seeds: [], steps: undefined }, {})).toEqual(CI_SEEDS.map((seed) => ({ seed, steps: CI_STEPS })));
    expect(walksAsked({ seeds: ['17'], steps: '25' }, { WALK_SEEDS: '40' })).toEqual([{ seed: 17, steps: 25 }]);
    const longer = walksAsked({ seeds: [], steps: undefined }, { WALK_SEEDS: '40', WALK_STEPS: '30' });
    expect(longer).toHaveLength(40);
    expect(new Set(longer.map((walk) => walk.seed)).size).toBeGreaterThan(35);
    expect(longer.every((walk) => walk.steps === 30)).toBe(true);
  });

  it('refuse a seed or a step count that is not a whole number', () => {
    expect(() => walksAsked({ seeds: ['x'], steps: undefined }, {})).toThrow(/seed/);
    expect(() => walksAsked({ seeds: [], steps: '0' }, {})).toThrow(/steps/);
    expect(() => walksAsked({ seeds: [], steps: undefined }, { WALK_SEEDS: 'many' })).toThrow(/WALK_SEEDS/);
  });
});
