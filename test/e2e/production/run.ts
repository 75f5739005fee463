import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ENGINE_NAMES, type EngineName } from '../../browser/engines/engine-page.ts';
import { startFakeSmtp, startFakeTwilio } from '../../server/helpers/fake-providers.ts';
import { createCleanup, undoOnSignals } from '../cleanup.ts';
import { buildApp, startServer, type RunningServer } from '../e2e-server.ts';
import { walkInEngine, type WalkOutcome } from '../engines/engine-walk.ts';
import { applicantMainStory, type StorySession } from '../engines/main-story.ts';
import { deliveredCodes } from './delivered-codes.ts';
import { firstScreensWithoutATouch, htmlLinkProblems } from './first-screens.ts';
import { sandboxProblems } from './sandbox-is-off.ts';

// `npm run test:production`, part of `npm test`: production mode as applicants get it (issue 34,
// decision 0068). The built app served by `server/main.ts` with APP_MODE=production, its texts
// delivered by the real delivery code to a local stand-in of Twilio's Messages API
// (TWILIO_API_URL) and its emails over SMTP to a local `smtp-server`, both on loopback. Then:
// - nothing of the sandbox answers (its calls, its fault header), and the first pages' HTML links
//   the agreement's documents;
// - the main story in Chromium, start to welcome with the policy as offered (production has no
//   card provider without Stripe's keys), its codes read from what the two servers received;
// - the first screens in Chromium, Firefox and WebKit without any input: the links, no panel, and
//   the signed-in applicant of the story sent to their application from `/`.
// Writes test-results/production.json ({ passed, failed, skipped }); an engine whose browser is
// missing is skipped with a line saying so. Everything started is stopped however the run ends.
//
//   npm run test:production                  everything
//   npm run test:production -- webkit        the first screens in some engines only (the story runs in Chromium)
//   E2E_SKIP_BUILD=1 …                       serve the build already in dist/app

const RESULTS = 'test-results/production.json';
const SCREENSHOTS = 'test-results/production';
/** Any number: production has no sandbox phone ranges (a fictional 555-01xx one all the same). */
const PHONE = '5125550163';
const TWILIO = { TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000e2e', TWILIO_AUTH_TOKEN: 'e2e-twilio-token', TWILIO_FROM: '+15005550006' };
const SMTP_FROM = 'Zoomies <hello@zoomies.example>';

type Outcome = Pick<WalkOutcome<unknown>, 'result'>;

function enginesAsked(args: string[]): readonly EngineName[] {
  const unknown = args.filter((arg) => !ENGINE_NAMES.includes(arg as EngineName));
  if (unknown.length > 0) throw new Error(`Unknown engine ${unknown.join(', ')}: choose among ${ENGINE_NAMES.join(', ')}`);
  return args.length > 0 ? (args as EngineName[]) : ENGINE_NAMES;
}

/** A check over HTTP: passed when it finds no problem. */
async function httpCheck(name: string, problems: () => Promise<string[]>): Promise<Outcome> {
  const found = await problems().catch((error: Error) => [`the check stopped: ${error.message}`]);
  console.log(`${found.length === 0 ? '✓' : '✗'} ${name}`);
  for (const problem of found) console.log(`    ${problem}`);
  return { result: found.length === 0 ? 'passed' : 'failed' };
}

/** The texts and emails went out through the providers' APIs, as configured. */
function deliveryProblems(twilio: Awaited<ReturnType<typeof startFakeTwilio>>, smtp: Awaited<ReturnType<typeof startFakeSmtp>>): Promise<string[]> {
  const problems: string[] = [];
  const text = twilio.received.find((message) => message.form.To === `+1${PHONE}`);
  const basic = `Basic ${Buffer.from(`${TWILIO.TWILIO_ACCOUNT_SID}:${TWILIO.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
  if (!text) problems.push(`no text to +1${PHONE} reached Twilio's API`);
  else {
    if (text.path !== `/2010-04-01/Accounts/${TWILIO.TWILIO_ACCOUNT_SID}/Messages.json`) problems.push(`the text went to ${text.path}`);
    if (text.authorization !== basic) problems.push('the text was sent without the account\'s credentials');
    if (text.form.From !== TWILIO.TWILIO_FROM) problems.push(`the text was sent from ${text.form.From}`);
  }
  const mail = smtp.received.find((message) => message.to.includes(`alex.${PHONE}@example.com`));
  if (!mail) problems.push('no email reached the SMTP server');
  else if (!mail.from.includes('hello@zoomies.example')) problems.push(`the email was sent from ${mail.from}`);
  return Promise.resolve(problems);
}

async function main(): Promise<number> {
  const t0 = Date.now();
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Until the checks report, the run counts as one failure (a failed build or start says so too).
  writeFileSync(RESULTS, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
  const cleanup = createCleanup();
  const stopListening = undoOnSignals(cleanup);
  const outcomes: Outcome[] = [];
  try {
    const engines = enginesAsked(process.argv.slice(2));
    buildApp();
    const twilio = await startFakeTwilio();
    cleanup.add('twilio stand-in', () => twilio.stop());
    const smtp = await startFakeSmtp();
    cleanup.add('smtp server', () => smtp.stop());
    const server: RunningServer = await startServer({
      decisionDelayMs: 300,
      cleanup,
      mode: 'production',
      env: { ...TWILIO, TWILIO_API_URL: twilio.apiUrl, SMTP_URL: smtp.url, SMTP_FROM, DELIVERY_POLL_MS: '200' },
    });

    outcomes.push(await httpCheck('production answers nothing of the sandbox', () => sandboxProblems(server.baseUrl)));
    outcomes.push(await httpCheck("the first pages' HTML links the agreement's documents", () => htmlLinkProblems(server.baseUrl)));

    const story = await walkInEngine<StorySession>('chromium', server, cleanup, {
      name: 'the main story in production mode, start to welcome, codes from Twilio and SMTP',
      viewport: { width: 1280, height: 900 },
      screenshots: SCREENSHOTS,
      walk: (page, steps) =>
        applicantMainStory(page, { baseUrl: server.baseUrl, mode: 'production', phone: PHONE, readCode: deliveredCodes(twilio, smtp), insurance: 'as offered', ...steps }),
    });
    outcomes.push(story);
    outcomes.push(await httpCheck('the codes went out through Twilio and SMTP', () => deliveryProblems(twilio, smtp)));

    for (const engine of engines) {
      outcomes.push(
        await walkInEngine(engine, server, cleanup, {
          name: 'the first screens without a touch: links, no panel, the signed-in redirect',
          viewport: { width: 390, height: 844 },
          screenshots: SCREENSHOTS,
          walk: (page, steps) =>
            firstScreensWithoutATouch(page, { baseUrl: server.baseUrl, tokens: story.result === 'passed' ? story.value.tokens : null, resumedHeading: /^Welcome to Zoomies, Alex!$/, steps }),
        }),
      );
    }
  } catch (error) {
    console.error(`production: the run stopped: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const problem of await cleanup.run()) console.error(`  cleanup: ${problem}`);
    stopListening();
  }
  const count = (result: Outcome['result']) => outcomes.filter((o) => o.result === result).length;
  const [passed, failed, skipped] = [count('passed'), count('failed'), count('skipped')];
  writeFileSync(RESULTS, JSON.stringify({ passed, failed, skipped }));
  console.log(`production: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
