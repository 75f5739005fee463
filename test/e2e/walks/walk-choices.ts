import { seededRandom } from '../../seeded-random.ts';
import { CARDS } from '../applicant-actions.ts';
import { TYPED_SSN } from '../generated/driver.ts';
import type { Control } from './page-controls.ts';

// How a seeded walk chooses (decision 0064): where the applicant starts, what they do next among
// what the page offers, how soon they act again, and whether the network answers late. Every choice
// is drawn from one seeded source, so a walk's seed gives the same choices on the same pages: the
// walk replays from its seed (the pages depend on the server's timing too, which a seed cannot fix,
// so the printed list of actions is the exact record).

/** How far the applicant got on an earlier visit (through the API) before the walk opens the browser. */
export type WalkStart = 'newVisitor' | 'verified' | 'prequalified' | 'insured';

const STARTS: readonly [WalkStart, number][] = [
  ['newVisitor', 0.2],
  ['verified', 0.2],
  ['prequalified', 0.2],
  // The add-on page has the most orders to take: most walks start there.
  ['insured', 0.4],
];

/** What the applicant does next. */
export type WalkMove =
  /** A button or link of the page, by what it reads. */
  | { kind: 'press'; control: Control }
  /** The page's form, filled with SANDBOX.md's inputs (the driver's) and sent. */
  | { kind: 'fill'; stateId: string; ssn?: string; card?: string }
  /** The browser's own controls. */
  | { kind: 'back' | 'forward' | 'reload' };

/** How soon the applicant acts after this step. */
export type WalkPace =
  /** Once the page has come to rest (no call of the app out, the page showing its state): the step is checked then. */
  | { kind: 'settle' }
  /** After `ms`, whatever is still on its way: the next action may land while a call is in flight. */
  | { kind: 'hurry'; ms: number };

/** The next answers of the app's calls arrive late (the server has answered; the network holds the answer). */
export interface LateAnswers {
  answers: number;
  ms: number;
}

/** The SSNs a walk types (SANDBOX.md): mostly an offer, sometimes each other branch of the decision. */
const SSNS: readonly [string, number][] = [
  [TYPED_SSN, 0.6],
  ['000-00-2001', 0.1],
  ['000-00-2003', 0.1],
  ['000-00-1001', 0.1],
  ['000-00-2004', 0.1],
];

const PAYMENT_CARDS: readonly [string, number][] = [
  [CARDS.succeeds, 0.6],
  [CARDS.declined, 0.2],
  [CARDS.authentication, 0.2],
];

/** The chances of each kind of move (a form only where the page has one the driver fills, and the page has come to rest). */
const MOVE_WEIGHTS = { fill: 0.45, press: 0.38, back: 0.07, forward: 0.04, reload: 0.06 } as const;
const HURRY_CHANCE = 0.35;
const HURRY_MAX_MS = 400;
const LATE_CHANCE = 0.25;
const LATE_MIN_MS = 400;
const LATE_MAX_MS = 2500;

export class WalkChooser {
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  private weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((sum, [, weight]) => sum + weight, 0);
    let draw = this.random() * total;
    for (const [option, weight] of options) {
      draw -= weight;
      if (draw < 0) return option;
    }
    return (options.at(-1) as readonly [T, number])[0];
  }

  private between(min: number, max: number): number {
    return Math.round(min + this.random() * (max - min));
  }

  start(): WalkStart {
    return this.weighted(STARTS);
  }

  /**
   * One of the page's controls, its form (`fillable`: the state whose form the driver fills), or a
   * browser control (Back and Forward where the browser's history has an entry of the app there).
   */
  move(controls: readonly Control[], fillable: string | null, history: { back: boolean; forward: boolean }): WalkMove {
    const offered = { fill: fillable !== null, press: controls.length > 0, back: history.back, forward: history.forward, reload: true };
    const kinds = (Object.entries(MOVE_WEIGHTS) as [keyof typeof MOVE_WEIGHTS, number][]).filter(([kind]) => offered[kind]);
    const kind = this.weighted(kinds);
    if (kind === 'press') return { kind, control: controls[Math.floor(this.random() * controls.length)] as Control };
    if (kind !== 'fill') return { kind };
    const stateId = fillable as string;
    if (stateId === 'user') return { kind, stateId, ssn: this.weighted(SSNS) };
    if (stateId === 'payment') return { kind, stateId, card: this.weighted(PAYMENT_CARDS) };
    return { kind, stateId };
  }

  pace(): WalkPace {
    return this.random() < HURRY_CHANCE ? { kind: 'hurry', ms: this.between(0, HURRY_MAX_MS) } : { kind: 'settle' };
  }

  lateAnswers(): LateAnswers | null {
    if (this.random() >= LATE_CHANCE) return null;
    return { answers: this.between(1, 2), ms: this.between(LATE_MIN_MS, LATE_MAX_MS) };
  }
}

/** A move as the walk's record prints it. */
export function describeMove(move: WalkMove): string {
  switch (move.kind) {
    case 'press':
      return `press ${move.control.role} "${move.control.name}"${move.control.nth > 0 ? ` #${move.control.nth + 1}` : ''}${move.control.area === 'main' ? '' : ` (${move.control.area})`}`;
    case 'fill':
      return `fill ${move.stateId}${move.ssn ? ` (SSN ${move.ssn})` : ''}${move.card ? ` (card ${move.card})` : ''}`;
    default:
      return move.kind;
  }
}
