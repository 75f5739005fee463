import fc from 'fast-check';
import { ANSWER_KINDS, type AnswerKind } from './server/call-desk.ts';
import { PressControl, PressShell } from './commands/press-control.command.ts';
import { AnswerCall, DeliverAnswer } from './commands/answer-call.command.ts';
import { BrowserBack, BrowserForward } from './commands/browser-history.command.ts';
import { Reload, SessionEnds } from './commands/reload.command.ts';
import { TimePasses } from './commands/time-passes.command.ts';
import type { SequenceCommand } from './commands/sequence-command.ts';

// The commands a sequence is made of, with how often each comes: mostly the step's own controls,
// answers and time (the flow moves on), sometimes Back, Forward, a reload, the shell's buttons and
// the session ending. Picks are indices into what is possible then, so they shrink towards the first.

/** The server's truth most of the time; each failure class now and then. */
const answerKind: fc.Arbitrary<AnswerKind> = fc.oneof(
  { arbitrary: fc.constant<AnswerKind>('ok'), weight: 8 },
  { arbitrary: fc.constantFrom<AnswerKind>(...ANSWER_KINDS.filter((kind) => kind !== 'ok')), weight: 3 },
);

const pick = fc.nat({ max: 12 });

const weighted = (weight: number, arbitrary: fc.Arbitrary<SequenceCommand>) => Array.from({ length: weight }, () => arbitrary);

export const sequenceCommands = (maxCommands: number) =>
  fc.commands(
    [
      ...weighted(4, pick.map((p) => new PressControl(p))),
      ...weighted(5, fc.tuple(fc.nat({ max: 3 }), answerKind).map(([p, kind]) => new AnswerCall(p, kind))),
      ...weighted(2, fc.constant(0).map(() => new TimePasses())),
      fc.constant(0).map(() => new DeliverAnswer()),
      fc.constant(0).map(() => new BrowserBack()),
      fc.constant(0).map(() => new BrowserForward()),
      fc.tuple(fc.boolean(), fc.boolean()).map(([reached, seen]) => new Reload(reached, seen)),
      fc.constant(0).map(() => new SessionEnds()),
      fc.constant(0).map(() => new PressShell('Back (the shell)')),
      fc.constantFrom('Start over' as const, 'Close' as const).map((which) => new PressShell(which)),
    ],
    { maxCommands, size: 'max' },
  );
