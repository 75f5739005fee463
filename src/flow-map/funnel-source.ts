import { FunnelResponse } from '../../services/contract/flow.schema.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { Funnel } from './funnel.ts';

// The funnel as the API serves it, checked against the contract. In production the call needs the
// staff token (FLOW_STAFF_TOKEN), which the staff member types into the map once per tab.

export class FunnelUnavailable extends Error {
  readonly needsToken: boolean;
  constructor(message: string, needsToken: boolean) {
    super(message);
    this.name = 'FunnelUnavailable';
    this.needsToken = needsToken;
  }
}

export async function fetchFunnel(range: { from: string; to: string }, staffToken: string | null): Promise<Funnel> {
  const query = new URLSearchParams(range);
  const response = await fetch(`${endpoints.flowFunnel.path}?${query}`, {
    headers: { accept: 'application/json', ...(staffToken ? { authorization: `Bearer ${staffToken}` } : {}) },
  });
  if (response.status === 401 || response.status === 403) throw new FunnelUnavailable('The funnel needs a valid staff token.', true);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new FunnelUnavailable(body?.message ?? `The funnel could not be loaded (${response.status}).`, false);
  }
  return FunnelResponse.parse(await response.json());
}
