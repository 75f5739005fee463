import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding.machine.ts';
import { restoreSnapshot, resumeAfterRestore, serializeSnapshot } from '../../../machines/persistence.ts';
import { currentMeta, urlForRoute, urlForSnapshot } from '../../../machines/route-table.ts';
import type { ConfirmPaymentInput, ConfirmPaymentOutput, OnboardingContext, OnboardingInput } from '../../../machines/onboarding.types.ts';
import { createBrowserServices, type BrowserServices } from '../../../services/config/browser-services.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { toConfirmationResult } from '../../../services/payment/payment-confirmation.ts';
import { paymentReturnUrl, readPaymentReturn, redirectReturnUrl } from '../../../services/payment/return-url.ts';
import { createSandboxPaymentProvider } from '../../../services/payment/sandbox-provider.ts';
import { createKeyValueStorage, createMemoryBacking, type KeyValueStorage } from '../../../services/storage/key-value-storage.ts';
import { SANDBOX_FAULT_ONCE_KEY } from '../../../services/config/sandbox-fault-once.ts';
import { SANDBOX_FAULT_HEADER } from '../../../services/contract/headers.ts';
import { createFlowActors } from '../../app/flow-actors.ts';
import { toConfirmPaymentOutput } from '../../app/flow-actor.ts';
import { answerLanding } from '../../app/flow-runtime.ts';
import { CONTINUE_PATH } from '../../app/instant-link.ts';
import { SNAPSHOT_KEY } from '../../app/saved-snapshot.ts';
import { liveApplicant, withTypedValues, type LiveApplicant } from './live-applicant.ts';
import { reopenedUrl, type LivePlan, type LivePlanStep, type PlannedFile } from './live-plan.ts';
import type { ReopenAt } from './live-events.ts';
import { stepName } from './step-names.ts';

// The live walk: the onboarding machine with the app's own actors (the real API client, the session
// store, the sandbox payment provider), run headless along a plan. Each intent is sent with the
// applicant's sandbox inputs; each answer is the real server's, and a planned failure is arranged
// with the fault switch before the call goes out. What it leaves is what the app would keep after
// the same walk: the session's tokens and the saved flow, ready to be handed to a browser.

/** How long one step may take: the decision waits are the longest (a few polls). */
const STEP_LIMIT_MS = 25_000;
/**
 * The walk's pace: it asks for the decision every half second (the app every 3 s) and shows the
 * verify screen for a tenth of a second (the app 1 s). Nothing a person sees: the server decides
 * when it decides, and the flow handed over keeps the app's own pace.
 */
const WALK_DELAYS = { POLL_INTERVAL: 500, VERIFY_DELAY: 100 };

export interface LiveProgress {
  /** 1-based: the person's steps only (what they type or click, a failure arranged, another device). */
  step: number;
  of: number;
  /** The step's screen, in the person's words ('personal details'). */
  label: string;
}

/** What a browser needs to open the app where the walk stopped: its storage (the app's keys) and the address. */
export interface LiveHandoff {
  /** The state the flow rests in ('onboarding.payment.failed'). */
  stateId: string;
  /** The app's address for that state. */
  path: string;
  /** The app's storage after the walk (session tokens, the saved flow, the visitor's ids). */
  storage: Record<string, string>;
}

export class LiveStepFailed extends Error {
  readonly progress: LiveProgress;
  readonly reason: string;
  /** Where the walk stopped: the last state reached, which can still be opened. */
  readonly reached: LiveHandoff;

  constructor(progress: LiveProgress, reason: string, reached: LiveHandoff) {
    super(`Step ${progress.step} of ${progress.of} (${progress.label}): ${reason}`);
    this.progress = progress;
    this.reason = reason;
    this.reached = reached;
  }
}

export interface DriveOptions {
  /** The API's origin as this process reaches it. */
  baseUrl: string;
  /** The origin the browser opens (the instant link's landing page is on it). */
  publicOrigin: string;
  /** Sends a request (in-process, say); the global fetch by default. */
  fetch?: typeof fetch;
  onProgress?: (progress: LiveProgress) => void;
  /** How long one step may take (STEP_LIMIT_MS by default). */
  stepLimitMs?: number;
}

interface ArmedFault {
  call: string;
  fault: string;
  /** The plan step that needs it: it is lifted once that step is done. */
  step: number;
  /** The failure's event as the flow hears it (`xstate.error.actor.fetchSignup`): hearing it lifts the fault at once. */
  heard: string;
}

const isShown = (step: LivePlanStep) => step.event.how.kind !== 'answer';

/** The contract's call of a request, by its method and path. */
function callOf(method: string, url: string): string | null {
  const { pathname } = new URL(url);
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (endpoint.method !== method) continue;
    const pattern = new RegExp(`^${endpoint.path.replace(/:[a-zA-Z_]+/g, '[^/]+').replace(/\/$/, '')}/?$`);
    if (pattern.test(pathname)) return name;
  }
  return null;
}

/** Requests through the fault switch: a call with an armed fault carries its header. */
function faultingFetch(send: typeof fetch, armed: ArmedFault[]): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const call = callOf(request.method, request.url);
    const fault = armed.find((f) => f.call === call);
    if (fault) request.headers.set(SANDBOX_FAULT_HEADER, `${fault.call}=${fault.fault}`);
    return send(request);
  };
}

function services(options: DriveOptions, storage: KeyValueStorage, armed: ArmedFault[]): BrowserServices {
  return createBrowserServices({
    baseUrl: options.baseUrl,
    fetch: faultingFetch(options.fetch ?? fetch, armed),
    storage,
    // The walk is not an applicant: nothing goes to the analytics (nor to the funnel).
    analyticsTransport: { track: () => undefined, identify: () => undefined },
  });
}

/** Where the payment page is left for (3-D Secure by redirect), and the address it comes back to. */
interface PaymentPage {
  /** The return address the page gives the provider (the app's payment address, with its query). */
  returnUrl(): string;
  /** The page leaves for this address (the sandbox's 3-D Secure page). */
  leave(url: string): void;
}

/** The app's machine with its real actors; the card is the applicant's, typed into the sandbox's form. */
function liveMachine(app: BrowserServices, applicant: LiveApplicant, publicOrigin: string, page: PaymentPage) {
  const payments = createSandboxPaymentProvider(app.apiCall, { navigate: (url) => page.leave(url) });
  return onboardingMachine.provide({
    delays: WALK_DELAYS,
    actors: {
      ...createFlowActors({
        api: app.api,
        session: app.session,
        analytics: app.analytics,
        uploadProgress: new Map(),
        handoffVerifiers: app.handoffVerifiers,
        finalTargetUrl: `${publicOrigin}${CONTINUE_PATH}`,
      }),
      confirmPayment: fromPromise<ConfirmPaymentOutput, ConfirmPaymentInput>(async ({ input }) =>
        toConfirmPaymentOutput(
          toConfirmationResult(await payments.confirmCard(input.clientSecret, { cardNumber: applicant.cardNumber, expMonth: 12, expYear: 2040, cvc: '123' }, { returnUrl: page.returnUrl() })),
        ),
      ),
      retrievePaymentReturn: fromPromise<ConfirmPaymentOutput, { clientSecret: string }>(async ({ input }) => toConfirmPaymentOutput(toConfirmationResult(await payments.retrieve(input.clientSecret)))),
    },
  });
}

type LiveActor = ReturnType<typeof createActor<ReturnType<typeof liveMachine>>>;

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Waits until the flow rests in one of these values; rejects after the step's limit with where it is. */
function waitForValue(actor: LiveActor, values: readonly unknown[], limitMs: number): Promise<number> {
  const matchIn = (snapshot: AnyMachineSnapshot) => values.findIndex((value) => sameValue(snapshot.value, value));
  const now = matchIn(actor.getSnapshot());
  if (now >= 0) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      const snapshot = actor.getSnapshot();
      const outcome = (snapshot.context as OnboardingContext).outcome;
      reject(new Error(`the flow stayed in ${valueText(snapshot.value)}${outcome ? ` (${outcome.code})` : ''} instead of going to ${valueText(values[0])}`));
    }, limitMs);
    const subscription = actor.subscribe({
      next: (snapshot) => {
        const found = matchIn(snapshot);
        if (found < 0) return;
        clearTimeout(timer);
        subscription.unsubscribe();
        resolve(found);
      },
      error: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** Waits until the flow's snapshot passes `check` (its tags, say); rejects after the limit with where it is. */
function waitUntil(actor: LiveActor, check: (snapshot: AnyMachineSnapshot) => boolean, limitMs: number): Promise<void> {
  if (check(actor.getSnapshot())) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`the flow stayed in ${valueText(actor.getSnapshot().value)}, holding a call it cannot hand over`));
    }, limitMs);
    const subscription = actor.subscribe((snapshot) => {
      if (!check(snapshot)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve();
    });
  });
}

/** A planned file made again: a small PDF, or a text file the upload refuses. */
const fileOf = (file: PlannedFile): Blob => new Blob([file.type === 'application/pdf' ? '%PDF-1.4\n% Zoomies live step\n%%EOF\n' : 'notes'], { type: file.type });

/** The newest code of this kind sent to this recipient (the sandbox's outbox). */
async function newestCode(app: BrowserServices, to: string, kind: string): Promise<string> {
  for (let tries = 0; tries < 20; tries += 1) {
    const { results } = await app.api.call(endpoints.outbox, { query: { to } });
    const code = results.find((message) => message.kind === kind)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} was sent to ${to}`);
}

/** Where the code a form asks for is found: the partner's, our own, or the sign-in's. */
async function codeFor(app: BrowserServices, applicant: LiveApplicant, snapshot: AnyMachineSnapshot): Promise<string> {
  if (snapshot.matches('verify')) return newestCode(app, applicant.phone, 'partner_code');
  if (snapshot.matches('verifyOwn')) return newestCode(app, applicant.phone, 'otp');
  return newestCode(app, applicant.email, 'login_code');
}

/** A walk in progress: the flow, the storage it saves into, the faults armed for its calls. */
class LiveWalk {
  readonly storage = createKeyValueStorage({ backing: createMemoryBacking() });
  readonly armed: ArmedFault[] = [];
  /** The last fault the flow heard fail: a retry view it rests in shows that failure. */
  private lastHeard: ArmedFault | null = null;
  readonly app: BrowserServices;
  readonly applicant: LiveApplicant;
  private readonly plan: LivePlan;
  private readonly machine: ReturnType<typeof liveMachine>;
  private readonly publicOrigin: string;
  /** The address the page was left for (3-D Secure), once it is. */
  private left: ((url: string) => void) | null = null;
  /** The address the last page load came in at, when it was a return from 3-D Secure (with its query). */
  private landing: string | null = null;
  actor: LiveActor;

  constructor(plan: LivePlan, options: DriveOptions, input: OnboardingInput, applicant: LiveApplicant) {
    this.plan = plan;
    this.applicant = applicant;
    this.publicOrigin = options.publicOrigin;
    this.app = services(options, this.storage, this.armed);
    this.machine = liveMachine(this.app, this.applicant, options.publicOrigin, { returnUrl: () => this.paymentReturnUrl(), leave: (url) => this.left?.(url) });
    this.actor = this.open(input);
  }

  /** As the payment page gives it: the payment address with the period and the amount. */
  private paymentReturnUrl(): string {
    const context = this.actor.getSnapshot().context as OnboardingContext;
    const purchase = context.planPurchase;
    if (!purchase) throw new Error('no purchase to pay for');
    const redirect = urlForRoute('onboard.card.PaymentRedirect', { originationId: context.originationId, quoteId: purchase.insurance_quote }) ?? '/';
    return paymentReturnUrl(new URL(redirect, this.publicOrigin).toString(), { paymentPeriod: context.paymentPeriod, revenue: purchase.revenue });
  }

  /**
   * The flow as the app runs it: its snapshot saved on every change (never while a call holds the
   * SSN or a file), the session followed. Unlike the app, a press on its way is saved too: a step
   * opened live on it (paying, say) restores into it and makes its call, as the walk did.
   */
  private open(input: OnboardingInput, snapshot?: AnyMachineSnapshot): LiveActor {
    const actor: LiveActor = createActor(this.machine, {
      input: { clientId: this.app.identity.clientId(), ...input },
      ...(snapshot ? { snapshot: snapshot as never } : {}),
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.actorRef === actor) this.liftHeard(inspection.event.type);
      },
    });
    actor.subscribe({
      next: (current) => {
        if (!current.hasTag('sensitive')) this.storage.set(SNAPSHOT_KEY, serializeSnapshot(actor));
      },
      error: () => undefined,
    });
    actor.on('flow.reset', () => {
      this.app.resetAll();
      this.storage.remove(SNAPSHOT_KEY);
    });
    const unsubscribe = this.app.session.subscribe((session) => actor.send({ type: 'app.tokens', tokens: session.tokens }));
    actor.subscribe({ complete: unsubscribe, error: unsubscribe });
    actor.start();
    return actor;
  }

  /** Another device with the session (tokens, the applicant's token) opens a link: the flow starts there. */
  reopen(at: ReopenAt): void {
    const snapshot = this.actor.getSnapshot();
    const context = snapshot.context as OnboardingContext;
    const url = reopenedUrl(snapshot, at);
    this.actor.stop();
    this.storage.remove(SNAPSHOT_KEY);
    this.actor = this.open({ entry: context.entry, isMobile: context.isMobile, tokens: this.app.session.getTokens(), originationId: context.originationId, hasAuthToken: context.hasAuthToken });
    this.actor.send({ type: 'nav.location', url });
  }

  /** The page reloaded: the saved flow restored (changed, when the person was away long enough), and told so (its timers start again). */
  reload(change: (context: OnboardingContext) => OnboardingContext = (context) => context): void {
    const saved = restoreSnapshot<AnyMachineSnapshot>(this.storage.get(SNAPSHOT_KEY));
    if (!saved) throw new Error('no saved flow to restore');
    this.actor.stop();
    this.actor = this.open({}, { ...saved, context: change(saved.context as OnboardingContext) } as AnyMachineSnapshot);
    resumeAfterRestore(this.actor);
  }

  /** Back to the decision's wait after its deadline: a reload, the deadline of the saved flow passed (instead of 31 s waited out). */
  deadlinePassed(): void {
    this.reload((context) => ({ ...context, decisionDeadline: Date.now() - 1 }));
  }

  /**
   * Pays with the card that authenticates by redirect: the page leaves for the sandbox's 3-D Secure
   * page; the walk answers it as that page does (approve or decline, then back to the return address
   * with Stripe's query), and the app loads there: the saved flow restored, the return read.
   */
  async payByRedirect(approve: boolean, limitMs: number): Promise<void> {
    const left = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the payment page was not left for the 3-D Secure page')), limitMs);
      this.left = (url) => (clearTimeout(timer), resolve(url));
    });
    // What the app keeps as the page leaves: the flow from before the press (it saves no press on its way).
    const beforePay = this.storage.get(SNAPSHOT_KEY);
    await this.send({ type: 'user.submit', form: 'payment', values: { phone: null } });
    const page = new URL(await left, this.publicOrigin);
    const setupIntentId = page.searchParams.get('setup_intent');
    const clientSecret = page.searchParams.get('client_secret');
    const returnUrl = page.searchParams.get('return_url');
    if (!setupIntentId || !clientSecret || !returnUrl) throw new Error(`the 3-D Secure page was opened without its intent: ${page.toString()}`);
    let redirectStatus: 'succeeded' | 'failed' = approve ? 'succeeded' : 'failed';
    await this.app.apiCall('sandboxAuthenticate', { body: { setup_intent: setupIntentId, approve } }).catch(() => {
      redirectStatus = 'failed';
    });
    const back = new URL(redirectReturnUrl(returnUrl, this.publicOrigin, { setupIntentId, clientSecret, redirectStatus }));
    this.landing = `${back.pathname}${back.search}`;
    // The page load at the return, as the app makes it: the saved flow restored, then the landing and the return read.
    if (beforePay) this.storage.set(SNAPSHOT_KEY, beforePay);
    this.reload();
    answerLanding(this.actor as never, this.landing, readPaymentReturn(back.toString()).setupIntentClientSecret);
  }

  /** The sandbox closes the policy's 24-hour window now (the server then configures the plan); the person opens their link again. */
  async closeWindow(): Promise<void> {
    const context = this.actor.getSnapshot().context as OnboardingContext;
    const signup = await this.app.api.call(endpoints.signupDetail, { params: { id: String(context.originationId) } });
    if (!signup.pet_application) throw new Error('the application has no pet application whose window could close');
    await this.app.api.call(endpoints.sandboxClosePolicyWindow, { body: { application: signup.pet_application.id } });
    this.reopen('here');
  }

  async send(event: EventObject & { form?: string; values?: Record<string, unknown>; files?: PlannedFile[] }): Promise<void> {
    const typed = withTypedValues(event, this.applicant) as EventObject & { form?: string; values?: Record<string, unknown>; files?: unknown };
    if (typed.form === 'code') typed.values = { code: await codeFor(this.app, this.applicant, this.actor.getSnapshot()) };
    if (event.files) typed.files = event.files.map((file) => ({ key: file.key, name: file.name, file: fileOf(file) }));
    this.actor.send(typed as never);
  }

  handoff(): LiveHandoff {
    const snapshot = this.actor.getSnapshot();
    // A retry view: the app opened there would read again and get an answer; the fault goes along.
    if (snapshot.hasTag('loadFailed') && this.lastHeard) this.storage.set(SANDBOX_FAULT_ONCE_KEY, `${this.lastHeard.call}=${this.lastHeard.fault}`);
    const storage = Object.fromEntries(this.storage.keys().map((key) => [key, this.storage.get(key) ?? '']));
    // Still reading the return from 3-D Secure: the return address, which the app opened there reads again.
    if (this.landing && (snapshot.context as OnboardingContext).paymentReturn) return { stateId: deepestState(snapshot), path: this.landing, storage };
    // A state without an address of the app (the waitlist) is the page it sends the person to.
    return { stateId: deepestState(snapshot), path: urlForSnapshot(snapshot as never) ?? currentMeta(snapshot as never)?.externalUrl ?? '/', storage };
  }

  stop(): void {
    this.actor.stop();
  }

  /** Performs one step of the plan: the intent, the other device, the reload or the sandbox's step (an answer is the server's own). */
  async perform(step: LivePlanStep, limitMs: number): Promise<void> {
    const { how } = step.event;
    switch (how.kind) {
      case 'intent':
        return this.send(step.event);
      case 'reopen':
        return this.reopen(how.at);
      case 'reload':
        return this.reload();
      case 'deadlinePassed':
        return this.deadlinePassed();
      case 'redirect':
        return this.payByRedirect(how.approve, limitMs);
      case 'closeWindow':
        return this.closeWindow();
      case 'answer':
      case 'fault':
        return;
    }
  }

  /**
   * Before step `index`: the failures its calls must give, for the failures that follow it with only
   * the server's answers between (a call goes out as the step's state is entered; a failure further
   * on is armed when its turn comes, so the calls before it are answered for real).
   */
  armFaults(index: number): void {
    for (let next = index; next < this.plan.steps.length; next += 1) {
      const { how } = this.plan.steps[next]!.event;
      if (next > index && how.kind !== 'answer' && how.kind !== 'fault') break;
      if (how.kind === 'fault' && !this.armed.some((f) => f.step === next)) this.armed.push({ call: how.call, fault: how.fault, step: next, heard: this.plan.steps[next]!.event.type });
    }
  }

  /**
   * The flow hears the first armed failure: that fault is lifted now, as the event arrives, before
   * the call of the state it leads to goes out (a second failure of the same call, planned next, is
   * then the one that call gets). Until then a fault stays armed, so the client's own retry after a
   * 401 (with a refreshed token) fails the same way.
   */
  private liftHeard(eventType: string): void {
    const first = this.armed.reduce<ArmedFault | null>((earliest, fault) => (!earliest || fault.step < earliest.step ? fault : earliest), null);
    if (first?.heard !== eventType) return;
    this.armed.splice(this.armed.indexOf(first), 1);
    this.lastHeard = first;
  }

  liftFaults(upTo: number): void {
    for (let i = this.armed.length - 1; i >= 0; i -= 1) if (this.armed[i]!.step <= upTo) this.armed.splice(i, 1);
  }
}

/** An applicant whose phone nobody has texted yet (the sandbox's ranges are small: two walks may draw the same number). */
async function unusedApplicant(plan: LivePlan, options: DriveOptions): Promise<LiveApplicant> {
  const send = options.fetch ?? fetch;
  for (let tries = 0; tries < 5; tries += 1) {
    const applicant = liveApplicant(plan.world);
    const outbox = await send(`${options.baseUrl}${endpoints.outbox.path}?to=${encodeURIComponent(applicant.phone)}`);
    const { results } = (await outbox.json()) as { results: unknown[] };
    if (results.length === 0) return applicant;
  }
  throw new Error('no unused phone was found in the sandbox range');
}

/** The deepest active state's id ('onboarding.payment.failed'). */
function deepestState(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as { id: string; type: string }[]).filter((node) => node.type === 'atomic' || node.type === 'final');
  return leaves.map((node) => node.id).join(' + ');
}

/**
 * Walks the plan against the real server. Resolves with the hand-off at the plan's state; rejects with
 * `LiveStepFailed` (which step, why, and the hand-off where it stopped) when the flow goes elsewhere.
 */
export async function driveLivePlan(plan: LivePlan, options: DriveOptions): Promise<LiveHandoff> {
  const input: OnboardingInput = { entry: plan.entry === 'getStarted' ? 'getStarted' : 'offer', isMobile: plan.entry === 'mobile' };
  const walk = new LiveWalk(plan, options, input, await unusedApplicant(plan, options));
  const shown = plan.steps.filter(isShown).length;
  let done = 0;
  let progress: LiveProgress = { step: 0, of: shown, label: stepName(walk.actor.getSnapshot()) };
  try {
    const limit = options.stepLimitMs ?? STEP_LIMIT_MS;
    await waitForValue(walk.actor, [walk.actor.getSnapshot().value], limit);
    for (let index = 0; index < plan.steps.length; index += 1) {
      const step = plan.steps[index]!;
      if (isShown(step)) {
        done += 1;
        progress = { step: done, of: shown, label: stepName(walk.actor.getSnapshot(), step.event) };
        options.onProgress?.(progress);
      }
      walk.armFaults(index);
      await walk.perform(step, limit);
      // The answers up to the next intent come by themselves: any of their states will do.
      const ahead: unknown[] = [];
      for (let next = index; next < plan.steps.length && (next === index || plan.steps[next]!.event.how.kind === 'answer'); next += 1) ahead.push(plan.steps[next]!.value);
      index += await waitForValue(walk.actor, ahead, limit);
      walk.liftFaults(index);
    }
    // A call that holds what cannot be handed over (a file on its way: the app never saves it) is
    // answered first: the hand-off is the page with its answer (the file listed), the same on every walk.
    await waitUntil(walk.actor, (snapshot) => !snapshot.hasTag('sensitive'), limit);
    return walk.handoff();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LiveStepFailed(progress, reason, walk.handoff());
  } finally {
    walk.stop();
  }
}
