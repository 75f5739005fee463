import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserServices } from '../../services/config/browser-services.ts';
import { startFlowRuntime, type FlowRuntime } from './flow-runtime.ts';
import { selectSignIn } from '../../screens/sign-in/sign-in.selector.ts';
import { selectProcessing } from '../../screens/processing/processing.selector.ts';
import { selectAdditionalServices } from '../../screens/additional-services/additional-services.selector.ts';
import { approvalSignups, petApplication, preDecisionSignups, pricing, regulatoryDocuments } from '../flow-map/machine-model/model-fixtures.ts';

// The flow's URLs in the browser history, as Back and Forward will find them. The flow's calls never
// answer here: only what the runtime writes into the history is looked at.

let runtime: FlowRuntime | null = null;
afterEach(() => {
  runtime?.stop();
  runtime = null;
  vi.restoreAllMocks();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

function start(path: string): FlowRuntime {
  history.replaceState(null, '', path);
  runtime = startFlowRuntime(createBrowserServices({ fetch: () => new Promise<Response>(() => {}) }));
  return runtime;
}

describe('the flow in the browser history', () => {
  it('keeps a page the applicant acted on at once: Close right away still leaves Back to it', () => {
    const flow = start('/');
    const entries = history.length;
    flow.send({ type: 'user.close' });
    expect(location.pathname).toBe('/dashboard');
    expect(history.length).toBe(entries + 1);
  });

  it('puts the URL back in place when Back lands on a step the machine does not open', () => {
    start('/');
    // Long after the start page appeared: no passing-through rule applies.
    const later = Date.now() + 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    history.pushState(null, '', '/onboard/card/not-mine/payment');
    const entries = history.length;
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(location.pathname).toBe('/');
    expect(history.length).toBe(entries);
  });
});

describe("the app's session store and the session child", () => {
  /** The server as the applicant's phone meets it: the access token has expired and the refresh fails too. */
  function expiredSession() {
    const logins: unknown[] = [];
    const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname === '/api/tokens/refresh/') return Response.json({ message: 'Token is invalid or expired', code: 'token_not_valid' }, { status: 401 });
      if (pathname === '/api/users/login/') {
        logins.push(await request.json());
        return Response.json({ shared_key: 'sk-1' });
      }
      if (pathname.startsWith('/api/v1/card/signup/')) return Response.json({ message: 'Given token not valid for any token type', code: 'token_not_valid' }, { status: 401 });
      return new Promise<Response>(() => {});
    };
    return { fetch, logins };
  }

  it('after a failed token refresh, signing in with the email sends the code and shows the code step', async () => {
    localStorage.setItem('zoomies:session.tokens', JSON.stringify({ access: 'expired-access', refresh: 'expired-refresh' }));
    const server = expiredSession();
    history.replaceState(null, '', '/onboard/card/orig-1/accept-offer');
    // Node's Request (under jsdom) needs an absolute URL.
    runtime = startFlowRuntime(createBrowserServices({ fetch: server.fetch, baseUrl: 'http://localhost:3000' }));
    const flow = runtime;
    // The offer's load is refused, the refresh too: the tokens are gone and the applicant signs in.
    await vi.waitFor(() => expect(flow.actor.getSnapshot().matches('signin')).toBe(true));
    expect(localStorage.getItem('zoomies:session.tokens')).toBeNull();
    flow.send({ type: 'user.submit', form: 'email', values: { email: 'alex@example.com' } });
    await vi.waitFor(() => expect(selectSignIn(flow.actor.getSnapshot()).step).toBe('code'));
    expect(server.logins).toEqual([{ email: 'alex@example.com' }]);
    expect(selectSignIn(flow.actor.getSnapshot())).toMatchObject({ email: 'alex@example.com', submitting: false });
  });
});

describe('a database restart under the decision poll (decision 0066)', () => {
  it('the approval wait shows no error while the server answers 503 with Retry-After, and goes on when it answers', async () => {
    localStorage.setItem('zoomies:session.tokens', JSON.stringify({ access: 'access-1', refresh: 'refresh-1' }));
    const unavailable = () =>
      Response.json(
        { message: 'We are briefly unavailable. Please try again in a moment.', code: 'service_unavailable', retry_after: 1 },
        { status: 503, headers: { 'retry-after': '1' } },
      );
    const polls: number[] = [];
    const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const { pathname } = new URL(new Request(input, init).url);
      if (pathname === '/api/v1/card/signup/orig-1/') {
        polls.push(Date.now());
        // The first answer of the database that is back: the approval.
        return polls.length === 1 ? unavailable() : Response.json(approvalSignups.approved);
      }
      return new Promise<Response>(() => {});
    };
    history.replaceState(null, '', '/onboard/card/orig-1/processing');
    runtime = startFlowRuntime(createBrowserServices({ fetch, baseUrl: 'http://localhost:3000' }));
    const flow = runtime;
    await vi.waitFor(() => expect(polls).toHaveLength(1));
    // Until the server answers again, the applicant sees the wait: no time-out, no message.
    expect(flow.actor.getSnapshot().matches('processing')).toBe(true);
    expect(selectProcessing(flow.actor.getSnapshot())).toEqual({ stage: 'approval', timedOut: false });
    expect(flow.actor.getSnapshot().context.outcome).toBeNull();
    await vi.waitFor(() => expect(flow.actor.getSnapshot().matches('congratulations')).toBe(true), { timeout: 5_000 });
    // The client asked again after Retry-After (one second): the poll itself never saw a failure,
    // so it counted no failed round.
    expect(polls).toHaveLength(2);
    expect((polls[1] as number) - (polls[0] as number)).toBeGreaterThanOrEqual(1_000);
    expect(flow.actor.getSnapshot().context.decisionPolls).toBe(0);
    expect(flow.actor.getSnapshot().context.outcome).toBeNull();
  });
});

describe('a reload while a save is on its way (issue 33, defect 2; decision 0061)', () => {
  /** The API as the add-on page meets it: the quote keeps what each save stored; a save's answer is held until the page lets go of it. */
  function quoteServer() {
    let coverages: string[] = [];
    let cutOff: (error: Error) => void = () => {};
    let cutOffAlready = false;
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname === '/api/v1/card/signup/orig-1/') return Response.json(preDecisionSignups.approved);
      if (pathname === '/api/applications/app-1/') return Response.json(petApplication({ coverages, finalizationDeadline: deadline }));
      if (pathname === '/api/insurance_quotes/quote-1/pricing/') return Response.json(pricing);
      if (pathname === '/api/insurance_quotes/quote-1/' && request.method === 'PATCH') {
        // The client asks again after no answer (decision 0066): the page being left then learns of a failure.
        if (cutOffAlready) return Response.json({ message: 'Internal server error' }, { status: 500 });
        coverages = ((await request.json()) as { coverages: string[] }).coverages;
        // Stored; the answer is on its way when the browser unloads the page and cuts it off.
        return new Promise<Response>((_, reject) => (cutOff = reject));
      }
      return new Promise<Response>(() => {});
    };
    return {
      fetch,
      held: () => coverages,
      cutOff: (error: Error) => {
        cutOffAlready = true;
        cutOff(error);
      },
    };
  }

  const startAt = (fetch: typeof globalThis.fetch) => {
    history.replaceState(null, '', '/onboard/card/orig-1/additional-services');
    return startFlowRuntime(createBrowserServices({ fetch, baseUrl: 'http://localhost:3000' }));
  };

  it('the call the reload cuts off is not saved as a failure: the page comes back with the add-on the server holds, and no problem', async () => {
    localStorage.setItem('zoomies:session.tokens', JSON.stringify({ access: 'access-1', refresh: 'refresh-1' }));
    const server = quoteServer();
    runtime = startAt(server.fetch);
    const first = runtime;
    await vi.waitFor(() => expect(first.actor.getSnapshot().matches({ additionalServices: { ready: { panel: 'idle' } } })).toBe(true));
    first.send({ type: 'user.toggleAddOn', key: 'vet_visit', on: true });
    await vi.waitFor(() => expect(server.held()).toEqual(['cov-vet']));
    // The applicant reloads: the page is hidden, then the browser fails the call it cuts off.
    window.dispatchEvent(new Event('pagehide'));
    server.cutOff(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(first.actor.getSnapshot().context.outcome).toEqual({ code: 'failed' }), { timeout: 3_000 });
    // What the page learned while it was being left is not kept: the snapshot from before the press is.
    const saved = localStorage.getItem('zoomies:flow.snapshot') ?? '';
    expect(saved).toContain('"panel":"idle"');
    expect(saved).not.toContain('"outcome":{');
    first.stop();

    runtime = startAt(server.fetch);
    const again = runtime;
    await vi.waitFor(() => expect(selectAdditionalServices(again.actor.getSnapshot())?.selections.vet_visit?.selected).toBe(true));
    expect(selectAdditionalServices(again.actor.getSnapshot())).toMatchObject({ failure: null, error: null });
  });
});

describe('a session that ends on a step (issue 33, defect 5; decision 0063)', () => {
  it('Finish up refused with a failed token refresh leads to sign-in, which says the session ended and keeps the way back to the offer', async () => {
    localStorage.setItem('zoomies:session.tokens', JSON.stringify({ access: 'expired-access', refresh: 'expired-refresh' }));
    const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname === '/api/regulatory_documents/') return Response.json({ results: regulatoryDocuments });
      if (pathname === '/api/v1/card/signup/orig-1/') return Response.json(preDecisionSignups.prequalified);
      // The access token expired while the offer was read; its refresh is refused too.
      if (pathname === '/api/v1/origination/accept_offer/') return Response.json({ message: 'Given token not valid for any token type', code: 'token_not_valid' }, { status: 401 });
      if (pathname === '/api/tokens/refresh/') return Response.json({ message: 'Token is invalid or expired', code: 'token_not_valid' }, { status: 401 });
      return new Promise<Response>(() => {});
    };
    history.replaceState(null, '', '/onboard/card/orig-1/accept-offer');
    runtime = startFlowRuntime(createBrowserServices({ fetch, baseUrl: 'http://localhost:3000' }));
    const flow = runtime;
    await vi.waitFor(() => expect(flow.actor.getSnapshot().matches({ acceptOffer: 'idle' })).toBe(true));
    await vi.waitFor(() => expect(flow.actor.getSnapshot().context.regulatoryDocuments).toHaveLength(regulatoryDocuments.length));
    flow.send({ type: 'user.setAgreement', checked: true });
    flow.send({ type: 'user.submit' });
    await vi.waitFor(() => expect(flow.actor.getSnapshot().matches('signin')).toBe(true));
    expect(localStorage.getItem('zoomies:session.tokens')).toBeNull();
    expect(`${location.pathname}${location.search}`).toBe('/signin?next=zoomies.card.accept-offer');
    expect(selectSignIn(flow.actor.getSnapshot())).toMatchObject({ step: 'email', sessionEnded: true, previouslyStarted: false, notice: null, error: null });
  });
});
