import { parseArgs } from 'node:util';
import { endpoints } from '../../services/contract/endpoints.ts';
import { liveStepPath } from '../../services/contract/live-step-path.ts';
import { LiveStepRun } from '../../services/contract/sandbox.schema.ts';

// `npm run sandbox:at -- <state id>`: the server walks a fresh sandbox application to the state
// (decision 0072) and this prints the link that opens the app there with its session. The same walk
// as the flow map's "Open this step live", asked of the server over HTTP.

export const SANDBOX_AT_USAGE = `Usage: npm run sandbox:at -- <state id> [--via <transition id>] [--open] [--url <base>]
  <state id>  as /flow names it (onboarding.payment.failed) or short (payment.failed)
  --via       enter the state by this transition (a flow map edge id: payment.confirming:xstate.done.actor.confirmPayment:1)
  --open      open the link in the browser
  --url       the server (default http://localhost:3000)`;

export interface SandboxAtArgs {
  state: string;
  via: string | null;
  open: boolean;
  base: string;
}

export function parseSandboxAtArgs(argv: readonly string[]): SandboxAtArgs | null {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { via: { type: 'string' }, open: { type: 'boolean' }, url: { type: 'string' } },
    });
    if (positionals.length !== 1 || !positionals[0]) return null;
    return { state: positionals[0], via: values.via ?? null, open: values.open ?? false, base: (values.url ?? 'http://localhost:3000').replace(/\/+$/, '') };
  } catch {
    return null;
  }
}

export interface SandboxAtOutcome {
  /** 0: the link opens the state; 1: the server refused (404 in production, an unknown state); 2: a step failed (the link opens where it stopped). */
  exitCode: 0 | 1 | 2;
  url: string | null;
}

const POLL_MS = 400;

async function json(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

const messageOf = (body: unknown): string | null => (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null);

/** Asks the server to walk there, reports each step on `say`, and returns the link to open (and how it went). */
export async function sandboxAt(args: SandboxAtArgs, say: (line: string) => void): Promise<SandboxAtOutcome> {
  const started = await fetch(`${args.base}${endpoints.sandboxLiveStepStart.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ state: args.state, ...(args.via ? { via: args.via } : {}) }),
  });
  if (!started.ok) {
    const message = messageOf(await json(started)) ?? started.statusText;
    say(`${args.base} answered ${started.status}: ${message}${started.status === 404 ? ' (live steps are for the sandbox only: is APP_MODE=production?)' : ''}`);
    return { exitCode: 1, url: null };
  }
  let run = LiveStepRun.parse(await json(started));
  let said = '';
  for (;;) {
    const line = run.status === 'planning' ? 'Finding the shortest way there…' : run.step > 0 ? `Step ${run.step} of ${run.of}: ${run.label}…` : 'Starting a fresh sandbox application…';
    if (line !== said && run.status !== 'ready' && run.status !== 'failed') say((said = line));
    if (run.status === 'ready' || run.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const polled = await fetch(`${args.base}${endpoints.sandboxLiveStep.path.replace(':id', run.id)}`, { headers: { accept: 'application/json' } });
    if (!polled.ok) {
      say(`${args.base} answered ${polled.status}: ${messageOf(await json(polled)) ?? polled.statusText}`);
      return { exitCode: 1, url: null };
    }
    run = LiveStepRun.parse(await json(polled));
  }
  const url = `${args.base}${liveStepPath(run.state, { via: run.via, run: run.id })}`;
  if (run.status === 'ready') {
    say(`There: ${run.reached} (${run.path}).`);
    return { exitCode: 0, url };
  }
  say(`Step ${run.step} of ${run.of} (${run.label || 'planning'}) did not go as planned: ${run.reason ?? 'no reason given'}`);
  if (!run.path) return { exitCode: 1, url: null };
  say(`The link opens where it stopped: ${run.reached}.`);
  return { exitCode: 2, url };
}
