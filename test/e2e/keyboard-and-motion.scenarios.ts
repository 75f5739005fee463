import { button, expectScreen, field, type Applicant } from './applicant.ts';
import { CARDS, describePet, payWithCard, startApplication, typePersonalDetails, verifyPhone } from './applicant-actions.ts';
import { budget } from '../browser/time-budget.ts';
import type { Scenario } from './scenarios.ts';

// Applicants who use the keyboard, a screen reader, or ask for less motion (issue 34, items 10 and
// 11; decision 0070).
// - After each step the applicant takes, the new step's heading has the focus, also when a loading
//   or processing view came in between, so a screen reader announces the new step and the next Tab
//   goes on inside the page, not back at the top bar. Each step is taken with the keyboard (Enter
//   on its button).
// - With `prefers-reduced-motion: reduce`, the progress bar jumps to its width and the loading
//   spinner stands still (and is still announced).

/** The focus is on the page's level-1 heading that reads `heading`, and the next Tab stays in `main`. */
async function expectHeadingFocused(a: Applicant, heading: RegExp): Promise<void> {
  const { page } = a;
  await page
    .waitForFunction(
      ([source, flags]) => {
        const active = document.activeElement;
        if (!(active instanceof HTMLHeadingElement) || active.tagName !== 'H1' || active.closest('main') === null) return false;
        return new RegExp(source, flags).test((active.textContent ?? '').trim());
      },
      [heading.source, heading.flags] as const,
      { timeout: budget(10_000) },
    )
    .catch(async () => {
      const active = await page.evaluate(() => {
        const element = document.activeElement;
        return element ? `<${element.tagName.toLowerCase()}> '${(element.textContent ?? '').trim().slice(0, 60)}'` : 'nothing';
      });
      throw new Error(`Expected the heading ${String(heading)} to have the focus; the focus is on ${active}`);
    });
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null && document.activeElement !== document.body);
  if (!inMain) throw new Error(`After the heading ${String(heading)}, Tab left the page's main content`);
}

/** Presses the button with the keyboard, as a keyboard user takes a step. */
const pressButton = (a: Applicant, name: string | RegExp) => button(a, name).press('Enter');

export const KEYBOARD_AND_MOTION: Scenario[] = [
  {
    name: 'focus-follows-every-step',
    phone: '9155550110',
    async run(a) {
      // Each check waits for the new step's heading to take the focus; the walks of scenarios.ts
      // audit these screens already, so only the screens the helpers below expect are audited again.
      await startApplication(a);
      // The code screen puts the caret in its input (the applicant types at once): not the heading.
      await verifyPhone(a);
      await expectHeadingFocused(a, /^Tell us about your pet$/);
      await describePet(a);
      await expectHeadingFocused(a, /^Your personal and financial details$/);
      await typePersonalDetails(a, { ssn: '123-45-6700' });
      // Through the processing view, to the offer.
      await expectHeadingFocused(a, /pre-qualified for the Zoomies card/);
      await a.page.locator('main').getByRole('checkbox').check();
      await pressButton(a, 'Finish up');
      await expectHeadingFocused(a, /^Congratulations/);
      await pressButton(a, 'Continue');
      await expectHeadingFocused(a, /^One quick question$/);
      await field(a, 'No').check();
      await pressButton(a, 'Next');
      await expectHeadingFocused(a, /^Adjust and finalize Biscuit's insurance policy$/);
      await pressButton(a, 'Add vet visits');
      await button(a, 'Remove vet visits').waitFor();
      await pressButton(a, 'Finalize my coverage');
      await a.page.getByRole('dialog').getByRole('button', { name: 'Finalize my coverage', exact: true }).press('Enter');
      await expectHeadingFocused(a, /^Pay for Biscuit's extra coverage$/);
      await payWithCard(a, CARDS.succeeds);
      await expectHeadingFocused(a, /^Welcome to Zoomies/);
      await expectScreen(a, 'welcome');
    },
  },
  {
    name: 'reduced-motion-stills-the-progress-bar-and-the-spinner',
    phone: '9155550111',
    startPath: null,
    async run(a) {
      await a.page.emulateMedia({ reducedMotion: 'reduce' });
      await a.page.goto(`${a.baseUrl}/`);
      await startApplication(a);
      await expectScreen(a, 'verify');
      const motion = await a.page.evaluate(() => {
        const bar = document.querySelector('.z-progress-bar');
        // The spinner of a loading view, drawn here with the page's own styles: the real one shows
        // only while something loads.
        const spinner = document.createElement('span');
        spinner.className = 'z-spinner-circle';
        document.querySelector('main')?.append(spinner);
        const spin = getComputedStyle(spinner);
        const found = {
          barTransition: bar ? getComputedStyle(bar).transitionDuration : 'no progress bar',
          spinnerAnimation: spin.animationName,
          spinnerShown: spin.display !== 'none' && spin.visibility !== 'hidden' && spinner.getBoundingClientRect().width > 0,
        };
        spinner.remove();
        return found;
      });
      if (motion.barTransition !== '0s') throw new Error(`The progress bar still moves (transition-duration ${motion.barTransition})`);
      if (motion.spinnerAnimation !== 'none') throw new Error(`The spinner still turns (animation ${motion.spinnerAnimation})`);
      if (!motion.spinnerShown) throw new Error('The spinner is not shown without motion');
    },
  },
];
