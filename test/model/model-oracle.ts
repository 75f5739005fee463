import type { AnyMachineSnapshot } from 'xstate';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import { addOnTotalFact, EXPECTED_STATES } from '../e2e/screen-expectations.ts';
import { checkMove, timerDelays, type Cause } from '../e2e/path-expectations.ts';
import { checkScreen, mismatchReport, viewOf, type Seen } from '../e2e/screen-oracle.ts';
import { PathWorld } from './path-world.ts';
import { seenAt, stateIdOf } from './screen-seen.ts';
import type { ModelEvent } from '../../src/flow-map/machine-model/model-events.ts';
import type { ReplayStep } from './model-harness.ts';

// The oracle of a model path at the machine level: at every step, what the snapshot shows (the app's
// frame rendered for it) against the expectation written from the documents, the move it made
// against the documents' next-step rules, and a timer's delay against the documents' delays. The path's
// data is read off its own events (`PathWorld`), never off the machine.

const ROUTABLE = new Set(EXPECTED_STATES);

/**
 * Defects the oracle found that are left to the engineers of their step (each reported with its
 * evidence): the steps they cover are counted and printed, not failed. Remove an entry once fixed.
 */
const KNOWN_DEFECTS: { what: string; covers: (seen: Seen, world: PathWorld) => boolean }[] = [];

/** How many steps each known defect covered in this run. */
export const knownDefectSteps = new Map<string, number>();

/** The root's own events (a link, a route, the session): the machine decides where, no document rule. */
const NAVIGATION = /^(nav\.location|xstate\.route|app\.tokens|app\.resumed|session\.)/;

function causeOf(event: ModelEvent): Cause {
  if (NAVIGATION.test(event.type)) return { kind: 'navigation' };
  if (event.type.startsWith('xstate.after.')) return { kind: 'timer' };
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const error = event.error as { status?: number; code?: string } | undefined;
    return { kind: 'answer', call: answer[2] as string, ok: answer[1] === 'done', status: error?.status ?? null, code: error?.code ?? null };
  }
  return { kind: 'intent', intent: event.type };
}

export class PathOracle {
  private readonly world: PathWorld;
  /** The routable state the path last rested in. */
  private at: string | null = null;
  readonly problems: string[] = [];

  private started = false;
  /** The URL the browser shows: the app replaces it only when the state has one (a link's URL stays while its data loads). */
  private url: string | null = null;
  /** The path came by a route of the app's own (no URL) and no link since. */
  private routed = false;

  private readonly name: string;

  constructor(name: string, input: OnboardingInput) {
    this.name = name;
    this.world = new PathWorld(input);
  }

  /** Before the machine sees the event: the path's data takes it in. */
  prepare(event: ModelEvent, before: AnyMachineSnapshot): void {
    if (!this.started && ROUTABLE.has(stateIdOf(before))) this.at = stateIdOf(before);
    this.started = true;
    this.world.apply(event, stateIdOf(before));
    if (event.type === 'nav.location' && typeof event.url === 'string') this.url = event.url;
    // A route of the app's own carries no URL: the browser keeps the old one until the state derives its own.
    if (event.type === 'xstate.route') this.url = null;
    this.routed = event.type === 'xstate.route' || (this.routed && event.type !== 'nav.location');
  }

  check({ event, before, snapshot, clock, scheduled, callsOut }: ReplayStep, index: number): void {
    const step = `step ${index} (${event.type})`;
    const derived = seenAt(snapshot);
    const seen = { ...derived, url: derived.url ?? this.url };
    this.url = seen.url;
    const problems: string[] = [];
    const stateBefore = stateIdOf(before);

    if (event.type.startsWith('xstate.after.') && ROUTABLE.has(stateBefore)) {
      const expected = timerDelays(stateBefore, this.world.waitEnteredAt, scheduled?.startedAt ?? clock, event.type);
      if (!scheduled) problems.push(`timer: the path fired ${event.type}, which the machine had not set`);
      else if (!expected.delays.includes(scheduled.delay)) problems.push(`timer: expected a delay of ${expected.delays.join(' or ') || 'none'} ms (${expected.rule}), seen ${scheduled.delay} ms`);
    }

    if (ROUTABLE.has(seen.stateId)) {
      const move = this.at ? checkMove({ from: this.at, to: seen.stateId, toUrl: seen.url, cause: causeOf(event) }, this.world.moveData()) : null;
      if (move) problems.push(`move: ${move}`);
      const data = this.world.screenData();
      problems.push(...checkScreen(seen, data, { loading: callsOut, retry: this.world.loadFailed || event.type.startsWith('xstate.error.actor.'), noUrl: this.url === null && this.routed }));
      // The add-on page's total, while it can still be adjusted (its heading says which view it is).
      if (seen.stateId === 'additionalServices' && data.addOns && viewOf(seen) === 'screen' && seen.heading?.startsWith('Adjust')) {
        const total = addOnTotalFact(data.addOns);
        if (!total.pattern.test(seen.text)) problems.push(`missing ${total.what} (${total.pattern.source})`);
      }
      this.at = seen.stateId;
    }
    const known = problems.length > 0 ? KNOWN_DEFECTS.find((defect) => defect.covers(seen, this.world)) : undefined;
    this.world.settle(event, stateBefore, stateIdOf(snapshot), clock);
    if (known) knownDefectSteps.set(known.what, (knownDefectSteps.get(known.what) ?? 0) + 1);
    else if (problems.length > 0) this.problems.push(mismatchReport(this.name, step, problems, seen));
  }
}
