import type { RaceEngine, RacePage } from './race-engine.ts';

// The race of issue 25: an applicant on a slow phone types their phone number and birthday the moment
// the first screen's fields appear, while the page's scripts are still coming (hydration) and the
// flow's code arrives (the machine takes over the props). At human speed, fast, and by autofill.
// A round passes when every character is in its field, the form holds it too (no field error after
// leaving a field), and the focus stayed in the field typed into.

export type Way = 'human' | 'fast' | 'autofill';
export const WAYS: readonly Way[] = ['human', 'fast', 'autofill'];

/** About 90 ms a key: a person typing on a phone's keyboard. */
export const HUMAN_KEY_MS = 90;
/** A phone's CPU (Lighthouse's mobile preset slows the CPU 4x as well). */
export const CPU_SLOWDOWN = 4;
const PHONE_VIEWPORT = { width: 390, height: 844 };

const PHONE = { selector: 'input[name="phone"]', focus: 'input[name=phone]', typed: '2055550148', shown: '(205) 555-0148' };
const BIRTHDAY = { selector: 'input[name="dob"]', focus: 'input[name=dob]', typed: '0115', shown: '01/15' };

export interface RoundResult {
  /** What went wrong; empty when every keystroke was kept. */
  problems: string[];
}

async function enter(page: RacePage, field: typeof PHONE, way: Way): Promise<string[]> {
  if (way === 'autofill') {
    await page.fillAtOnce(field.selector, field.shown);
    return [];
  }
  await page.tap(field.selector);
  await page.typeKeys(field.typed, way === 'human' ? HUMAN_KEY_MS : 0);
  // Checked right after the last key: the keys that follow a stolen focus go elsewhere.
  const focused = await page.focused();
  return focused === field.focus ? [] : [`the focus left ${field.focus} while typing (now on ${focused})`];
}

/**
 * Until the flow's code has come and rendered: in sandbox mode it loads at once, on applicants'
 * pages on the first interaction. The race's danger is that moment, so the values are read after it.
 */
async function untilTheFlowHasCome(page: RacePage): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const deadline = performance.now() + 30_000;
        const check = () => {
          const loaded = performance.getEntriesByType('resource').some((entry) => /\/assets\/onboarding-app-[\w-]+\.js$/.test(entry.name));
          if (loaded) {
            // Then two frames and a quiet moment: the flow's render has committed.
            requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 3000 })));
          } else if (performance.now() > deadline) reject(new Error('the flow never loaded'));
          else setTimeout(check, 50);
        };
        check();
      }),
  );
}

export async function raceOnce(engine: RaceEngine, url: string, way: Way): Promise<RoundResult> {
  const page = await engine.open(url, { cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE_VIEWPORT });
  const problems: string[] = [];
  try {
    await page.waitForVisible(PHONE.selector, 30_000);
    problems.push(...(await enter(page, PHONE, way)));
    problems.push(...(await enter(page, BIRTHDAY, way)));
    await untilTheFlowHasCome(page);
    const focused = await page.focused();
    if (way !== 'autofill' && focused !== BIRTHDAY.focus) problems.push(`the focus is on ${focused}, not ${BIRTHDAY.focus}`);
    // Leaving the fields validates them and renders them again from the form's state: what the
    // fields show then is what the form holds, not only text the browser kept.
    await page.evaluate(() => new Promise<void>((resolve) => {
      (document.activeElement as HTMLElement | null)?.blur();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }));
    for (const field of [PHONE, BIRTHDAY]) {
      const value = await page.valueOf(field.selector);
      if (value !== field.shown) problems.push(`${field.focus} holds '${value}', not '${field.shown}'`);
    }
    const errors = await page.evaluate(() => [...document.querySelectorAll('.z-field-error')].map((element) => element.textContent ?? ''));
    if (errors.length > 0) problems.push(`field errors: ${errors.join('; ')}`);
  } catch (error) {
    problems.push(`the round failed: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return { problems };
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

export async function raceRounds(engine: RaceEngine, baseUrl: string, raceCase: RaceCase, rounds: number): Promise<CaseResult> {
  let lost = 0;
  const examples: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const { problems } = await raceOnce(engine, `${baseUrl}${raceCase.path}`, raceCase.way);
    if (problems.length === 0) continue;
    lost += 1;
    if (examples.length < 3) examples.push(`round ${round + 1}: ${problems.join('; ')}`);
  }
  return { ...raceCase, engine: engine.name, rounds, lost, examples };
}
