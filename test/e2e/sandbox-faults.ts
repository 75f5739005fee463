import type { Page } from 'playwright-core';
import { endpoints, type EndpointName } from '../../services/contract/endpoints.ts';
import type { ErrorCode } from '../../services/contract/error-codes.ts';
import type { RouteName } from '../../services/contract/routes.ts';

// The browser side of the server's sandbox fault switch (`server/sandbox/fault-switch.ts`): the
// next matching requests of a page go to the real server with `x-sandbox-fault`, which fails the
// named call, or gives its answer another shape the contract allows (`empty`, `next:<route>`). The
// error or answer the app then sees is the server's own, through the real client.

/** An answer of the call in another shape the contract allows (`server/sandbox/answer-shapes.ts`). */
export type AnswerShape = 'empty' | 'unvalidated' | `next:${RouteName}`;

export const FAULT_HEADER = 'x-sandbox-fault';

const patterns = (Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]).map(([name, endpoint]) => ({
  name,
  method: endpoint.method as string,
  path: new RegExp(`^${endpoint.path.replace(/:[a-zA-Z_]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
}));

/** The contract's name of a request (`POST /api/plan_purchase/` → createPlanPurchase), or null. */
export function callOfRequest(method: string, url: string): EndpointName | null {
  const { pathname } = new URL(url);
  return patterns.find((pattern) => pattern.method === method && pattern.path.test(pathname))?.name ?? null;
}

/**
 * The next `times` requests of the page matching `urlPattern` and `method` (and `call`, when given)
 * carry the fault for their call: a status (503 by default), a status with a contract code
 * (`409:insurance_quiz_exists`), `timeout[:ms]`, or an answer shape; with `after`, that many such
 * requests are answered for real first.
 */
export async function injectFault(
  page: Page,
  method: string,
  urlPattern: RegExp,
  options: { times?: number; fault?: number | `${number}:${ErrorCode}` | 'timeout' | `timeout:${number}` | AnswerShape; call?: EndpointName; after?: number } = {},
): Promise<void> {
  let left = options.times ?? 1;
  /** Requests answered for real first (a call the page also makes on the way, before the one meant). */
  let pass = options.after ?? 0;
  const fault = String(options.fault ?? 503);
  await page.route(urlPattern, async (route) => {
    const request = route.request();
    const call = callOfRequest(request.method(), request.url());
    if (left > 0 && request.method() === method && call && (!options.call || options.call === call)) {
      if (pass > 0) {
        pass -= 1;
        await route.fallback();
        return;
      }
      left -= 1;
      await route.continue({ headers: { ...request.headers(), [FAULT_HEADER]: `${call}=${fault}` } });
      return;
    }
    await route.fallback();
  });
}
