import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatchRequest } from '../../../services/contract/analytics.schema.ts';
import { createCollectorTransport, DEFAULT_FLUSH_DELAY_MS } from '../../../services/analytics/collector-transport.ts';

// The browser's side of the collector: batches, a request kept alive when the page goes away, the applicant's
// place in the flow on every event, and failures that never reach the flow.

function fakePage() {
  const listeners = new Map<string, () => void>();
  const page = {
    window: { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) },
    document: { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener), visibilityState: 'visible' as DocumentVisibilityState },
  };
  return { page: page as never, fire: (type: string) => listeners.get(type)?.(), hide: () => ((page.document.visibilityState = 'hidden'), listeners.get('visibilitychange')?.()) };
}

let ids = 0;
const options = () => ({ anonymousId: () => 'anon-7', newId: () => `msg-${(ids += 1)}`, now: () => new Date('2026-03-02T15:00:00.000Z') });

describe('the collector transport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a burst of events as one batch, shortly after the first, with where the applicant was', async () => {
    const sent: AnalyticsBatchRequest[] = [];
    const collector = createCollectorTransport({ ...options(), send: async (batch) => void sent.push(batch) });
    collector.setPosition(() => ({ originationId: 'orig-1', state: 'verify' }));
    collector.track('card_signup_started', { flow_type: 'desktop' });
    collector.track('credit_approved', { origination_id: 'orig-2' });
    collector.identify({ id: 'user-1', email: 'alex@example.com' });
    await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.anonymous_id).toBe('anon-7');
    expect(sent[0]?.batch).toEqual([
      { type: 'track', event: 'card_signup_started', properties: { flow_type: 'desktop' }, message_id: expect.any(String), origination_id: 'orig-1', state: 'verify', at: '2026-03-02T15:00:00.000Z' },
      // An event that names its application keeps it.
      { type: 'track', event: 'credit_approved', properties: { origination_id: 'orig-2' }, message_id: expect.any(String), origination_id: 'orig-2', state: 'verify', at: '2026-03-02T15:00:00.000Z' },
      { type: 'identify', user_id: 'user-1', traits: { email: 'alex@example.com' }, message_id: expect.any(String), origination_id: 'orig-1', state: 'verify', at: '2026-03-02T15:00:00.000Z' },
    ]);
    expect(new Set(sent[0]?.batch.map((m) => m.message_id)).size).toBe(3);
  });

  it('keeps the events of a failed send for the next try, and never throws', async () => {
    const sent: AnalyticsBatchRequest[] = [];
    let fail = true;
    const collector = createCollectorTransport({
      ...options(),
      send: async (batch) => {
        if (fail) throw new Error('offline');
        sent.push(batch);
      },
    });
    collector.track('signed_up', { user_id: 'u1' });
    await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_DELAY_MS);
    expect(collector.queued()).toBe(1);
    fail = false;
    collector.track('signed_up', { user_id: 'u2' });
    await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_DELAY_MS);
    expect(sent.flatMap((b) => b.batch.map((m) => (m.type === 'track' ? m.properties.user_id : null)))).toEqual(['u1', 'u2']);
    expect(collector.queued()).toBe(0);
  });

  it('drops a batch the server refuses (a resend would be refused again), keeps one it could not reach', async () => {
    const sent: AnalyticsBatchRequest[] = [];
    let answer: 'refuse' | 'unreachable' | 'ok' = 'refuse';
    const collector = createCollectorTransport({
      ...options(),
      send: async (batch) => {
        if (answer !== 'ok') throw new Error(answer);
        sent.push(batch);
      },
      isRefused: (error) => (error as Error).message === 'refuse',
    });
    collector.track('signed_up', { user_id: 'refused' });
    await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_DELAY_MS);
    expect(collector.queued()).toBe(0);
    answer = 'unreachable';
    collector.track('signed_up', { user_id: 'kept' });
    await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_DELAY_MS);
    expect(collector.queued()).toBe(1);
    answer = 'ok';
    await collector.flush();
    expect(sent.flatMap((b) => b.batch.map((m) => (m.type === 'track' ? m.properties.user_id : null)))).toEqual(['kept']);
  });

  /** A send the test answers by hand, with what it carried. */
  function pendingSends() {
    const sends: { batch: AnalyticsBatchRequest; keepalive: boolean; bytes: number; answer: () => void; fail: (error: Error) => void }[] = [];
    const send = (batch: AnalyticsBatchRequest, sendOptions?: { keepalive?: boolean }) =>
      new Promise<void>((resolve, reject) => {
        sends.push({ batch, keepalive: sendOptions?.keepalive === true, bytes: new TextEncoder().encode(JSON.stringify(batch)).length, answer: resolve, fail: reject });
      });
    return { sends, send };
  }

  it('hands what waits to a request kept alive past the page (the API client’s, with its headers) when the page is hidden or left', async () => {
    const { sends, send } = pendingSends();
    const { page, fire, hide } = fakePage();
    const collector = createCollectorTransport({ ...options(), send, page });
    collector.track('decision_timed_out', { origination_id: 'o1', phase: 'processing' });
    fire('pagehide');
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ keepalive: true });
    expect(sends[0]?.batch.batch[0]).toMatchObject({ event: 'decision_timed_out', origination_id: 'o1' });
    expect(collector.queued()).toBe(0);
    sends[0]?.answer();
    collector.track('signed_up', { user_id: 'u1' });
    hide();
    expect(sends).toHaveLength(2);
    expect(sends[1]).toMatchObject({ keepalive: true });
    // The timer that was waiting sends nothing more.
    await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_DELAY_MS);
    expect(sends).toHaveLength(2);
  });

  it('keeps what is in flight together under the browser’s 64 kB for kept-alive requests; the rest goes as each one is answered', async () => {
    const { sends, send } = pendingSends();
    const { page, hide } = fakePage();
    const collector = createCollectorTransport({ ...options(), send, page });
    // About 180 kB of events, each with a character of several bytes (the limit counts bytes, not characters).
    for (let i = 0; i < 150; i += 1) collector.track('payment_failure', { message: 'é'.repeat(600) });
    hide();
    const inFlight = () => sends.filter((s) => !('done' in s)).reduce((sum, s) => sum + s.bytes, 0);
    expect(sends.length).toBeGreaterThan(0);
    expect(inFlight()).toBeLessThanOrEqual(64 * 1024);
    expect(collector.queued()).toBeGreaterThan(0);
    // Each answer frees its share: the next slice goes while the page is still hidden.
    for (let answered = 0; answered < sends.length; answered += 1) {
      const before = sends.length;
      Object.assign(sends[answered] as object, { done: true });
      sends[answered]?.answer();
      await vi.advanceTimersByTimeAsync(0);
      expect(inFlight()).toBeLessThanOrEqual(64 * 1024);
      if (collector.queued() > 0) expect(sends.length).toBeGreaterThan(before);
    }
    expect(collector.queued()).toBe(0);
    expect(sends.flatMap((s) => s.batch.batch)).toHaveLength(150);
    expect(Math.max(...sends.map((s) => s.batch.batch.length))).toBeLessThanOrEqual(100);
  });

  it('keeps the events of a kept-alive send that failed for the next try, drops a refused one', async () => {
    const { sends, send } = pendingSends();
    const { page, fire } = fakePage();
    const collector = createCollectorTransport({ ...options(), send, page, isRefused: (error) => (error as Error).message === 'refuse' });
    collector.track('signed_up', { user_id: 'kept' });
    fire('pagehide');
    sends[0]?.fail(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(collector.queued()).toBe(1);
    fire('pagehide');
    sends[1]?.fail(new Error('refuse'));
    await vi.advanceTimersByTimeAsync(0);
    expect(collector.queued()).toBe(0);
    expect(sends.map((s) => s.batch.batch.map((m) => (m.type === 'track' ? m.properties.user_id : null)))).toEqual([['kept'], ['kept']]);
  });

  it('a position that throws, a send that throws: the event is still kept', () => {
    const { page, fire } = fakePage();
    const collector = createCollectorTransport({
      ...options(),
      send: () => {
        throw new Error('refused');
      },
      page,
    });
    collector.setPosition(() => {
      throw new Error('no snapshot');
    });
    expect(() => collector.track('signed_up', { user_id: 'u' })).not.toThrow();
    expect(() => fire('pagehide')).not.toThrow();
    expect(collector.queued()).toBe(1);
  });
});
