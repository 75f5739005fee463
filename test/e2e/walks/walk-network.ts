import type { Page, Request } from 'playwright-core';
import type { EndpointName } from '../../../services/contract/endpoints.ts';
import { callOfRequest } from '../sandbox-faults.ts';
import { budget } from '../../browser/time-budget.ts';
import type { LateAnswers } from './walk-choices.ts';

// The walk's view of the network between the page and the real server: which calls of the app are
// out (a walk acts again before they answer, or waits until none is), and answers held back on their
// way to the page (the server has already answered: a slow phone network, where a reload or a second
// click lands between the server's write and the page hearing of it).

/** Calls that are not the flow's: the tester's sandbox panel, the analytics batches, the visit beacon. */
const NOT_THE_FLOWS: ReadonlySet<EndpointName> = new Set(['outbox', 'analytics', 'visit', 'devCoverage', 'flowFunnel']);

const callOfFlow = (request: Request): EndpointName | null => {
  const call = callOfRequest(request.method(), request.url());
  return call && !NOT_THE_FLOWS.has(call) ? call : null;
};

export interface WalkNetwork {
  /** The next answers of the flow's calls reach the page this late. */
  answerLate(plan: LateAnswers): void;
  /** The flow's calls out now, by name. */
  outNow(): EndpointName[];
  /** Resolves once no call of the flow is out (a poll between its calls counts as quiet). */
  quiet(): Promise<void>;
}

export async function watchNetwork(page: Page): Promise<WalkNetwork> {
  const out = new Map<Request, EndpointName>();
  page.on('request', (request) => {
    const call = callOfFlow(request);
    if (call) out.set(request, call);
  });
  page.on('requestfinished', (request) => out.delete(request));
  page.on('requestfailed', (request) => out.delete(request));
  let late: LateAnswers = { answers: 0, ms: 0 };
  await page.route(/\/api\//, async (route) => {
    const request = route.request();
    if (late.answers <= 0 || !callOfFlow(request)) return route.fallback();
    late = { ...late, answers: late.answers - 1 };
    const { ms } = late;
    try {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ response });
    } catch {
      // The page went away meanwhile (a reload, Back to another document): its answer is lost, as on a phone.
      await route.abort().catch(() => {});
    }
  });
  return {
    answerLate(plan) {
      late = plan;
    },
    outNow: () => [...out.values()],
    async quiet() {
      const deadline = Date.now() + budget(20_000);
      while (out.size > 0) {
        if (Date.now() > deadline) throw new Error(`calls of the flow still out after ${budget(20_000) / 1000} s: ${[...out.values()].join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
