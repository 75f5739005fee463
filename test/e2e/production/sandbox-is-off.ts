import { endpoints } from '../../../services/contract/endpoints.ts';
import { FAULT_HEADER } from '../sandbox-faults.ts';

// Production mode answers nothing of the sandbox (SANDBOX.md): every call the contract marks as the
// sandbox's is absent (404, not a refusal that would say it exists), and the fault switch's header
// changes no answer. Asked of the running server over HTTP, as anyone could. The sandbox panel is
// checked on the pages themselves (first-screens.ts). Returns the problems found.

/** A sandbox call's path with made-up parameters: an absent route answers 404 whatever they are. */
const concretePath = (path: string) => path.replace(/:\w+/g, '4b1c6f0e-8d2a-4c3b-9e5f-7a6d1b2c3e4f');

export async function sandboxProblems(baseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const sandboxCalls = Object.entries(endpoints).filter(([, endpoint]) => endpoint.sandbox);
  if (sandboxCalls.length === 0) problems.push('the contract names no sandbox call: nothing was checked');
  for (const [name, { method, path }] of sandboxCalls) {
    const response = await fetch(`${baseUrl}${concretePath(path)}`, {
      method,
      ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
    });
    if (response.status !== 404) problems.push(`the sandbox call ${name} (${method} ${path}) answered ${response.status}, not 404`);
  }
  // In sandbox mode this answers 500, marked injected (server/sandbox/fault-switch.ts).
  const faulted = await fetch(`${baseUrl}${endpoints.regulatoryDocuments.path}`, { headers: { [FAULT_HEADER]: 'regulatoryDocuments=500' } });
  if (faulted.status !== 200) problems.push(`${FAULT_HEADER}: regulatoryDocuments=500 made the documents answer ${faulted.status}`);
  if (faulted.headers.has(FAULT_HEADER)) problems.push(`the answer carries ${FAULT_HEADER}: ${faulted.headers.get(FAULT_HEADER)}`);
  return problems;
}
