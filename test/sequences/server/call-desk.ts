import type { Scheduler } from 'fast-check';
import { apiErrorFromResponse, networkApiError } from '../../../services/api/api-error.ts';
import type { SessionStore } from '../../../services/session/session-store.ts';
import type { ApplicantStore } from './applicant-store.ts';
import { AUDIENCE, Refusal, SERVER_CALLS, type CallInput, type CallName, type CallOutput } from './server-calls.ts';

// The server's front desk: every call the machine's actors make waits here until a command serves
// it, with one of the answers a server can give (the truth, a failure of each class the client maps,
// or the truth kept slow). Serving applies the call's write to the store at once; the answer then
// travels back through fast-check's scheduler, which decides when it reaches the page (several
// answers on their way arrive in the order it picks). A reload cuts off what is waiting and what is
// on its way: the page that made those calls is gone, while the server keeps what it wrote.

/** How the server answers a call. */
export const ANSWER_KINDS = ['ok', 'slow', 'noAnswer', 'unreachable', 'serverError', 'notTheirs', 'notFound', 'twice', 'rateLimited', 'fieldErrors'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** What each kind means, for the printed sequences. */
export const ANSWER_WORDS: Record<AnswerKind, string> = {
  ok: 'answers',
  slow: 'answers, slowly (the answer is on its way)',
  noAnswer: 'handles it, the answer is lost (time-out)',
  unreachable: 'never gets it (no answer)',
  serverError: 'fails (500)',
  notTheirs: 'refuses: not theirs (403)',
  notFound: 'refuses: not found (404)',
  twice: 'gets it twice (another tab) and answers the second',
  rateLimited: 'refuses: too many (429)',
  fieldErrors: 'refuses: field errors (400)',
};

type Bearer = 'user' | 'applicant' | null;
type Answer = { ok: true; output: unknown } | { ok: false; error: unknown; refusal: Refusal | null };

interface WaitingCall {
  name: CallName;
  input: unknown;
  bearer: Bearer;
  /** The page load that made the call (a reload starts a new one). */
  page: number;
  /** Aborted when the actor that made the call stopped (its state was left): its answer then goes nowhere. */
  signal: AbortSignal;
  /** The server did it once more than the page hears of (sent twice): its answer leaves the page behind. */
  twice?: true;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** An answer the page has seen (delivered to the page that asked). */
export interface SeenAnswer {
  name: CallName;
  ok: boolean;
  status: number | null;
  /** The server refused because the step was done already. */
  alreadyDone: boolean;
  /** The server refused the signed-in session (its refresh failed too). */
  sessionEnded: boolean;
}

const bodyOf = (refusal: Refusal) => ({ message: refusal.message, ...(refusal.code ? { code: refusal.code } : {}), ...(Object.keys(refusal.fieldErrors).length ? { errors: refusal.fieldErrors } : {}) });
const errorOf = (refusal: Refusal) =>
  apiErrorFromResponse(refusal.status, bodyOf(refusal), new Headers(refusal.retryAfterSeconds === undefined ? {} : { 'retry-after': String(refusal.retryAfterSeconds) }));

/** What the writes of a call touch, for the check that the page agrees with the server. */
export type DataItem = 'addOns' | 'documents';
const WRITES: Partial<Record<CallName, DataItem>> = {
  setPolicyOption: 'addOns', setCoverages: 'addOns', configurePolicy: 'addOns', uploadDocument: 'documents', completeApplication: 'addOns',
};

export class CallDesk {
  private readonly waiting: WaitingCall[] = [];
  private page = 0;
  /** Answered calls whose answers are on their way back to the page. */
  private readonly travelling: WaitingCall[] = [];
  /** Items whose server copy changed by a write whose answer this page never took in. */
  readonly unseenWrites = new Set<DataItem>();
  /** The call whose answer reached the page last. */
  lastArrival: CallName | null = null;
  /** The answers this page took in, newest last (the invariants read the last ones). */
  readonly seen: SeenAnswer[] = [];
  readonly store: ApplicantStore;
  private readonly scheduler: Scheduler;
  private readonly session: SessionStore;

  constructor(store: ApplicantStore, scheduler: Scheduler, session: SessionStore) {
    this.store = store;
    this.scheduler = scheduler;
    this.session = session;
  }

  /** A call of the page: it waits for a command to serve it. */
  receive<K extends CallName>(name: K, input: CallInput<K>, signal: AbortSignal): Promise<CallOutput<K>> {
    const bearer: Bearer = this.session.getTokens() ? 'user' : this.session.getApplicantToken() ? 'applicant' : null;
    return new Promise<CallOutput<K>>((resolve, reject) => {
      this.waiting.push({ name, input, bearer, page: this.page, signal, resolve: resolve as (output: unknown) => void, reject });
    });
  }

  /** The calls waiting to be served, oldest first. */
  waitingNames(): CallName[] {
    return this.waiting.map((call) => call.name);
  }

  /** The index of the waiting call of that name whose state still waits for it (else the oldest of that name), or -1. */
  indexOfWaiting(name: CallName): number {
    const live = this.waiting.findIndex((call) => call.name === name && !call.signal.aborted);
    return live >= 0 ? live : this.waiting.findIndex((call) => call.name === name);
  }

  /** Calls of this page still out: waiting at the server or answered and on their way back. */
  callsOut(): number {
    return this.waiting.length + this.travelling.length;
  }

  /** The step's calls out whose state is still there to take their answers in (the shell's documents load is no step's). */
  liveCallsOut(): number {
    return [...this.waiting, ...this.travelling].filter((call) => call.page === this.page && !call.signal.aborted && call.name !== 'loadRegulatoryDocuments').length;
  }

  answersOnTheWay(): number {
    return this.travelling.length;
  }

  /** Serves the `pick`-th waiting call (modulo their number); returns what happened, in words. */
  serve(pick: number, kind: AnswerKind): string {
    const [call] = this.waiting.splice(pick % this.waiting.length, 1);
    if (!call) throw new Error('serve: no call is waiting');
    const answer = this.answer(call, kind);
    this.travelling.push(call);
    const label = `${call.name}: ${kind}`;
    void this.scheduler.schedule(Promise.resolve(answer), label).then((arrived) => this.arrive(call, arrived));
    const refusal = answer.ok ? '' : ` [${answer.refusal ? `${answer.refusal.status} ${answer.refusal.code ?? ''}`.trim() : 'no answer'}]`;
    return `${call.name} → server ${ANSWER_WORDS[kind]}${refusal}${call.signal.aborted ? ' (its state was left: nothing takes it in)' : ''}`;
  }

  /** The scheduler lets one answer on its way reach the page (its pick when several are). */
  async deliverOne(): Promise<void> {
    await this.scheduler.waitNext(1);
  }

  /**
   * A reload begins: the calls waiting reach the server (`reached`: it does them, their answers are
   * lost) or not; with `seenAsFailure` the page sees every call it has out fail (the browser aborts
   * them) before it goes, and its machine takes that in (the app saves the snapshot that follows).
   */
  cutOff(reached: boolean, seenAsFailure: boolean): CallName[] {
    const cut = this.waiting.splice(0, this.waiting.length);
    if (reached) for (const call of cut) this.truth(call);
    const lost = [...cut, ...this.travelling.splice(0, this.travelling.length)];
    if (seenAsFailure) for (const call of lost) call.reject(networkApiError(new Error('aborted by the reload')));
    return lost.map((call) => call.name);
  }

  /** The new page of a reload: whatever the old one still had out never reaches it. */
  newPage(): void {
    this.waiting.splice(0, this.waiting.length);
    this.travelling.splice(0, this.travelling.length);
    this.page += 1;
    this.seen.length = 0;
    // The new page reads what it shows afresh: whatever it holds must be the server's.
    this.unseenWrites.clear();
  }

  private answer(call: WaitingCall, kind: AnswerKind): Answer {
    // The payment form's confirmation never rejects: every failure is a result (decision 0022).
    if (call.name === 'confirmPayment' && kind !== 'ok' && kind !== 'slow' && kind !== 'twice') {
      return { ok: true, output: { status: 'failed', paymentMethod: null, message: 'Your card was declined.' } };
    }
    const refused = (refusal: Refusal): Answer => ({ ok: false, error: errorOf(refusal), refusal });
    const noAnswer: Answer = { ok: false, error: networkApiError(new Error('no answer')), refusal: null };
    switch (kind) {
      case 'unreachable':
        return noAnswer;
      case 'serverError':
        return refused(new Refusal(500, 'Internal Server Error'));
      case 'notTheirs':
        return refused(new Refusal(403, 'You do not have permission to perform this action.', 'permission_denied'));
      case 'notFound':
        return refused(new Refusal(404, 'Not found', 'not_found'));
      case 'rateLimited':
        return refused(new Refusal(429, 'Please wait 30 seconds before trying again.', 'too_many_requests', { retryAfterSeconds: 30 }));
      case 'fieldErrors':
        return refused(new Refusal(400, 'Please check the highlighted field.', 'invalid', { fieldErrors: { value: ['Value is invalid'] } }));
      case 'noAnswer': {
        this.truth(call);
        return noAnswer;
      }
      case 'twice': {
        this.truth(call);
        call.twice = true;
        return this.truth(call);
      }
      case 'ok':
      case 'slow':
        return this.truth(call);
    }
  }

  /** The server's own answer to the call: who may call it, then its rule over the store. */
  private truth(call: WaitingCall): Answer {
    const audience = AUDIENCE[call.name];
    const refused = (refusal: Refusal): Answer => ({ ok: false, error: errorOf(refusal), refusal });
    if (audience !== 'public') {
      if (call.bearer === null) return refused(new Refusal(401, 'Authentication credentials were not provided.', 'not_authenticated'));
      if (call.bearer === 'user' && !this.store.userSessionValid) return refused(new Refusal(401, 'Given token not valid for any token type', 'token_not_valid'));
      if (audience === 'user' && call.bearer !== 'user') return refused(new Refusal(401, 'Please sign in to continue.', 'not_authenticated'));
    }
    try {
      const handler = SERVER_CALLS[call.name] as (store: ApplicantStore, input: unknown, signedIn: boolean) => unknown;
      const output = handler(this.store, call.input, call.bearer === 'user');
      const item = WRITES[call.name];
      if (item && call.page === this.page) this.unseenWrites.add(item);
      return { ok: true, output };
    } catch (error) {
      if (error instanceof Refusal) return refused(error);
      throw error;
    }
  }

  /** An answer reaches the page: the API client's own steps first (tokens kept, a failed refresh), then the actor. */
  private arrive(call: WaitingCall, answer: Answer): void {
    const travelling = this.travelling.indexOf(call);
    if (call.page !== this.page || travelling < 0) return;
    this.travelling.splice(travelling, 1);
    this.lastArrival = call.name;
    const sessionEnded = !answer.ok && answer.refusal?.status === 401 && call.bearer === 'user';
    if (sessionEnded && this.session.getTokens()) {
      // The client's refresh: refused too (the session ended), so the store forgets every token and
      // the runtime tells the machine (app.tokens with null).
      void this.session.refreshTokens(() => Promise.reject(new Error('refresh refused: the session ended')));
    }
    // The actor's own work runs whether or not its state is still there (the app's actors keep tokens).
    if (answer.ok) keepTokens(this.session, call.name, answer.output);
    // The state that made the call was left: nothing takes the answer in.
    if (call.signal.aborted) return;
    if (answer.ok && !call.twice) {
      const item = WRITES[call.name];
      if (item) this.unseenWrites.delete(item);
      if (call.name === 'loadPetApplication') this.unseenWrites.delete('addOns');
      if (call.name === 'listDocuments') this.unseenWrites.delete('documents');
    }
    this.seen.push({
      name: call.name,
      ok: answer.ok,
      status: answer.ok ? null : (answer.refusal?.status ?? 0),
      alreadyDone: !answer.ok && !!answer.refusal?.alreadyDone,
      sessionEnded,
    });
    if (answer.ok) call.resolve(answer.output);
    else call.reject(answer.error);
  }
}

/** What the app's actors keep of an answer (src/app/flow-actors.ts): the applicant token, the signed-in tokens. */
function keepTokens(session: SessionStore, name: CallName, output: unknown): void {
  if (name === 'startOrigination') {
    const started = output as CallOutput<'startOrigination'>;
    if (started.auth_token) session.setApplicantToken(started.auth_token, started.id);
  }
  if (name === 'completeApplication') {
    const completed = output as CallOutput<'completeApplication'>;
    if (completed.token) session.setTokens(completed.token);
  }
  if (name === 'validateLogin') {
    const signedIn = output as CallOutput<'validateLogin'>;
    session.setTokens({ access: signedIn.access, refresh: signedIn.refresh });
  }
}
