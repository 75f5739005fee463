// `npm run sandbox:at -- <state id> [--via <transition>] [--open] [--url <base>]`: prints the link
// that opens the app at that state with a fresh sandbox application's session (decision 0072).
import { spawn } from 'node:child_process';
import { parseSandboxAtArgs, SANDBOX_AT_USAGE, sandboxAt } from './sandbox-at/live-step-client.ts';

const args = parseSandboxAtArgs(process.argv.slice(2));
if (!args) {
  console.error(SANDBOX_AT_USAGE);
  process.exit(2);
}
try {
  const outcome = await sandboxAt(args, (line) => console.error(line));
  if (outcome.url) {
    console.log(outcome.url);
    if (args.open) spawn(process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open', [outcome.url], { detached: true, stdio: 'ignore' }).unref();
  }
  process.exit(outcome.exitCode);
} catch (problem) {
  console.error(`${args.base} could not be reached (${problem instanceof Error ? problem.message : String(problem)}): is the server running (npm start)?`);
  process.exit(1);
}
