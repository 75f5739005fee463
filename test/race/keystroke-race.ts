import type { EnginePage, Target } from '../browser/engines/engine-page.ts';
import { untilTheFlowHasCome } from '../browser/engines/flow-has-come.ts';

// The race of issue 25: an applicant on a slow phone types their phone number and birthday the moment
// the first screen's fields appear, while the page's scripts are still coming (hydration) and the
// flow's code arrives (the machine takes over the props). At human speed, fast, and by autofill.
// A round passes when every character is in its field, the form holds it too (no field error after
// leaving a field), and the focus stayed in the field typed into. The page is any engine's
// (test/browser/engines/), driven as the main story drives it.

export type Way = 'human' | 'fast' | 'autofill';
export const WAYS: readonly Way[] = ['human', 'fast', 'autofill'];

/** About 90 ms a key: a person typing on a phone's keyboard. */
export const HUMAN_KEY_MS = 90;
/** A phone's CPU (Lighthouse's mobile preset slows the CPU 4x as well), where the engine can slow it. */
export const CPU_SLOWDOWN = 4;
export const PHONE_VIEWPORT = { width: 390, height: 844 };

interface Field {
  target: Target;
  /** The input's name, to say where the focus is. */
  name: string;
  typed: string;
  shown: string;
}
const PHONE: Field = { target: { label: 'Phone number' }, name: 'phone', typed: '2055550148', shown: '(205) 555-0148' };
const BIRTHDAY: Field = { target: { label: 'Date of birth' }, name: 'dob', typed: '0115', shown: '01/15' };

/** The focused element, as `input[name=phone]`, `h1` or `body`. */
const focusedElement = (page: EnginePage) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'none';
    const name = element.getAttribute('name');
    return `${element.tagName.toLowerCase()}${name ? `[name=${name}]` : ''}`;
  });

/** Resolves on the first frame in which the input shows: the round starts typing then, not later. */
const untilShown = (page: EnginePage, name: string) =>
  page.evaluate(
    (inputName: string, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        const deadline = performance.now() + timeoutMs;
        const check = () => {
          const input = document.querySelector(`input[name="${inputName}"]`);
          if (input && input.getClientRects().length > 0) resolve();
          else if (performance.now() > deadline) reject(new Error(`input ${inputName} did not show`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    name,
    25_000,
  );

async function enter(page: EnginePage, field: Field, way: Way): Promise<string[]> {
  if (way === 'autofill') {
    await page.fill(field.target, field.shown);
    return [];
  }
  await page.click(field.target);
  await page.pressKeys(field.typed, { delayMs: way === 'human' ? HUMAN_KEY_MS : 0 });
  // Checked right after the last key: the keys that follow a stolen focus go elsewhere.
  const focused = await focusedElement(page);
  return focused === `input[name=${field.name}]` ? [] : [`the focus left input[name=${field.name}] while typing (now on ${focused})`];
}

/** One round in a fresh visitor's page; the problems found, none when every keystroke was kept. */
export async function raceOnce(page: EnginePage, url: string, way: Way): Promise<string[]> {
  const problems: string[] = [];
  try {
    // A new visitor each round (no storage, no cache), unless the page is new already.
    if ((await page.url()) !== 'about:blank') await page.startOver();
    await page.startLoading(url);
    await untilShown(page, PHONE.name);
    problems.push(...(await enter(page, PHONE, way)));
    problems.push(...(await enter(page, BIRTHDAY, way)));
    await untilTheFlowHasCome(page);
    const focused = await focusedElement(page);
    if (way !== 'autofill' && focused !== `input[name=${BIRTHDAY.name}]`) problems.push(`the focus is on ${focused}, not input[name=${BIRTHDAY.name}]`);
    // Leaving the fields validates them and renders them again from the form's state: what the
    // fields show then is what the form holds, not only text the browser kept.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          (document.activeElement as HTMLElement | null)?.blur();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
    for (const field of [PHONE, BIRTHDAY]) {
      const value = await page.evaluate((name: string) => (document.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value ?? null, field.name);
      if (value !== field.shown) problems.push(`input[name=${field.name}] holds '${value}', not '${field.shown}'`);
    }
    const errors = await page.evaluate(() => [...document.querySelectorAll('.z-field-error')].map((element) => element.textContent ?? ''));
    if (errors.length > 0) problems.push(`field errors: ${errors.join('; ')}`);
  } catch (error) {
    problems.push(`the round failed: ${(error as Error).message.split('\n')[0]}`);
  }
  return problems;
}

export interface RaceCase {
  mode: 'sandbox' | 'production';
  path: string;
  way: Way;
}

export interface CaseResult extends RaceCase {
  engine: string;
  rounds: number;
  lost: number;
  /** The problems of the first failed rounds, for the report. */
  examples: string[];
}

export async function raceRounds(page: EnginePage, baseUrl: string, raceCase: RaceCase, rounds: number): Promise<CaseResult> {
  let lost = 0;
  const examples: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const problems = await raceOnce(page, `${baseUrl}${raceCase.path}`, raceCase.way);
    if (problems.length === 0) continue;
    lost += 1;
    if (examples.length < 3) examples.push(`round ${round + 1}: ${problems.join('; ')}`);
  }
  return { ...raceCase, engine: page.engine, rounds, lost, examples };
}
