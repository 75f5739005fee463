import type { Page } from 'playwright-core';
import { endpoints, type EndpointName } from '../../services/contract/endpoints.ts';
import type { ErrorCode } from '../../services/contract/error-codes.ts';

// The browser side of the server's sandbox fault switch (`server/sandbox/fault-switch.ts`): the
// next matching requests of a page go to the real server with `x-sandbox-fault`, which fails the
// named call. The error the app then shows is the server's own, through the real client.

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
 * (`409:insurance_quiz_exists`) or `timeout[:ms]`. With `skip`, that many matching requests are
 * answered for real first.
 */
export async function injectFault(
  page: Page,
  method: string,
  urlPattern: RegExp,
  options: { times?: number; skip?: number; fault?: number | `${number}:${ErrorCode}` | 'timeout' | `timeout:${number}`; call?: EndpointName } = {},
): Promise<void> {
  let left = options.times ?? 1;
  let skip = options.skip ?? 0;
  const fault = String(options.fault ?? 503);
  await page.route(urlPattern, async (route) => {
    const request = route.request();
    const call = callOfRequest(request.method(), request.url());
    const matches = request.method() === method && call && (!options.call || options.call === call);
    if (matches && skip > 0) {
      skip -= 1;
      await route.fallback();
      return;
    }
    if (left > 0 && matches) {
      left -= 1;
      await route.continue({ headers: { ...request.headers(), [FAULT_HEADER]: `${call}=${fault}` } });
      return;
    }
    await route.fallback();
  });
}
