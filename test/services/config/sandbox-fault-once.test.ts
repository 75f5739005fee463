import { describe, expect, it } from 'vitest';
import { SANDBOX_FAULT_ONCE_KEY, sendingFaultOnce } from '../../../services/config/sandbox-fault-once.ts';
import { SANDBOX_FAULT_HEADER } from '../../../services/contract/headers.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';

// An app opened live at a retry view sends the handed-over fault until the server says it failed a
// call with it; then the person's Try again goes through (decision 0079).

function server(injectFor: string) {
  const seen: (string | null)[] = [];
  const send: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const fault = request.headers.get(SANDBOX_FAULT_HEADER);
    seen.push(fault);
    const injected = fault !== null && new URL(request.url).pathname === injectFor;
    return new Response(injected ? '{"detail":"injected"}' : '{}', { status: injected ? 500 : 200, headers: injected ? { [SANDBOX_FAULT_HEADER]: 'injected' } : {} });
  };
  return { send, seen };
}

describe('a fault handed over with a live step', () => {
  it('goes with each call until one is failed with it, then no more', async () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    storage.set(SANDBOX_FAULT_ONCE_KEY, 'createPlanPurchase=500');
    const { send, seen } = server('/api/plan-purchase/');
    const fetchOnce = sendingFaultOnce(send, storage);
    expect((await fetchOnce('http://app/api/signup/')).status).toBe(200);
    expect((await fetchOnce('http://app/api/plan-purchase/', { method: 'POST' })).status).toBe(500);
    expect(storage.get(SANDBOX_FAULT_ONCE_KEY)).toBeNull();
    expect((await fetchOnce('http://app/api/plan-purchase/', { method: 'POST' })).status).toBe(200);
    expect(seen).toEqual(['createPlanPurchase=500', 'createPlanPurchase=500', null]);
  });

  it('sends nothing of the sandbox when none was handed over', async () => {
    const storage = createKeyValueStorage({ backing: createMemoryBacking() });
    const { send, seen } = server('/api/plan-purchase/');
    await sendingFaultOnce(send, storage)('http://app/api/plan-purchase/', { method: 'POST' });
    expect(seen).toEqual([null]);
  });
});
