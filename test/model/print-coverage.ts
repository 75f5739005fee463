// The last line of `npm run test:model`: the model coverage the tests wrote, counted from the
// machine's own definition (coverage/model-coverage.json). Fails when a state or transition is missed.
import { readFileSync } from 'node:fs';

interface Report {
  states: { covered: string[]; total: number };
  transitions: { covered: string[]; total: number };
}

const report = JSON.parse(readFileSync('coverage/model-coverage.json', 'utf8')) as Report;
const states = report.states.covered.length;
const transitions = report.transitions.covered.length;
console.log(`model coverage: states ${states}/${report.states.total}, transitions ${transitions}/${report.transitions.total}`);
if (states !== report.states.total || transitions !== report.transitions.total) process.exitCode = 1;
