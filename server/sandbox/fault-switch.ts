import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type EndpointName } from '../../services/contract/endpoints.ts';
import { ErrorCode } from '../../services/contract/error-codes.ts';
import { SANDBOX_FAULT_HEADER as FAULT_HEADER, SANDBOX_FAULT_MARK as FAULT_MARK } from '../../services/contract/headers.ts';
import { parseAnswerShape, reshapeAnswer, type AnswerShape } from './answer-shapes.ts';

// The sandbox fault switch: a request that carries `x-sandbox-fault: <call>=<status|timeout>` (calls
// named as in the contract's `endpoints`, several separated by commas) makes that call fail on the
// real server, so the browser tests and the sandbox reach the error branches of the flow:
//   createPlanPurchase=503          answers 503 with a JSON error body, before anything runs (its
//                                   code is the contract's for that status: 409 out_of_order...);
//   submitQuiz=409:insurance_quiz_exists
//                                   the same with the chosen code (one of the contract's codes),
//                                   for the branches that read the code and not just the status;
//   getPetApplication=timeout       answers nothing until the client has given up (35 s; the
//                                   client waits 30 s), then 504;
//   getPetApplication=timeout:5000  the same after 5 s;
//   listOriginations=empty          not a failure: the call runs, and its answer takes another shape
//   originationValidate=next:PostPayment
//                                   the contract allows (an empty list, another next step): see
//                                   `answer-shapes.ts`. An error answer of the call goes out as it is.
// Installed in sandbox mode only: in production the header means nothing. Faulted answers carry the
// response header `x-sandbox-fault: injected`, so a test can tell them from real server errors.

/** Longer than the client's own time-out (`DEFAULT_TIMEOUT_MS`, 30 s). */
const DEFAULT_FAULT_TIMEOUT_MS = 35_000;
const MAX_FAULT_TIMEOUT_MS = 120_000;

type Fault = { kind: 'status'; status: number; code: ErrorCode } | { kind: 'timeout'; ms: number } | { kind: 'answer'; answer: AnswerShape };

const byRoute = new Map<string, EndpointName>(
  (Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]).map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, name]),
);

/** `call=503, call2=409:out_of_order, other=timeout:2000, list=empty` → the faults by call name; throws a readable message on a bad value. */
function parseFaults(header: string): Map<EndpointName, Fault> {
  const faults = new Map<EndpointName, Fault>();
  for (const part of header.split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)=(?:(\d{3})(?::([a-z_]+))?|timeout(?::(\d+))?|(empty|unvalidated|next:[A-Za-z.-]+))$/.exec(part);
    if (!match) throw new Error(`"${part}" is not <call>=<status>[:<error_code>], <call>=timeout[:ms], <call>=empty, <call>=unvalidated or <call>=next:<route>`);
    const [, name, status, errorCode, ms, shape] = match as unknown as [string, string, string | undefined, string | undefined, string | undefined, string | undefined];
    if (!(name in endpoints)) throw new Error(`"${name}" is not a call of the contract`);
    if (shape !== undefined) {
      faults.set(name as EndpointName, { kind: 'answer', answer: parseAnswerShape(name as EndpointName, shape) });
    } else if (status !== undefined) {
      const code = Number(status);
      if (code < 400 || code > 599) throw new Error(`${code} is not an error status (400 to 599)`);
      // A code outside the contract would fail the client's check of the answer, not reach a branch.
      const chosen = errorCode === undefined ? faultCode(code) : ErrorCode.safeParse(errorCode);
      if (typeof chosen !== 'string' && !chosen.success) throw new Error(`"${errorCode}" is not an error code of the contract`);
      faults.set(name as EndpointName, { kind: 'status', status: code, code: typeof chosen === 'string' ? chosen : chosen.data });
    } else {
      faults.set(name as EndpointName, { kind: 'timeout', ms: Math.min(ms === undefined ? DEFAULT_FAULT_TIMEOUT_MS : Number(ms), MAX_FAULT_TIMEOUT_MS) });
    }
  }
  return faults;
}

/**
 * The contract's code for a faulted status, as the real call would send it: the answer is checked
 * against the contract like any other, and the client's guards read the status and the code.
 */
function faultCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid';
    case 401:
      return 'not_authenticated';
    case 403:
      return 'permission_denied';
    case 404:
      return 'not_found';
    case 409:
      return 'out_of_order';
    case 429:
      return 'too_many_requests';
    default:
      return 'server_error';
  }
}

function callOf(request: FastifyRequest): EndpointName | null {
  return byRoute.get(`${request.method} ${request.routeOptions.url ?? ''}`) ?? null;
}

/** The answer shape each request's call is to give (set on the way in, applied to its answer). */
const reshapes = new WeakMap<FastifyRequest, { call: EndpointName; answer: AnswerShape }>();

export function installSandboxFaults(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers[FAULT_HEADER];
    if (typeof header !== 'string' || header === '') return;
    let faults: Map<EndpointName, Fault>;
    try {
      faults = parseFaults(header);
    } catch (error) {
      return reply.code(400).header(FAULT_HEADER, FAULT_MARK).send({ message: `${FAULT_HEADER}: ${(error as Error).message}`, code: 'invalid' });
    }
    const call = callOf(request);
    const fault = call ? faults.get(call) : undefined;
    if (!fault || !call) return;
    if (fault.kind === 'answer') {
      // The call runs as it would (its sign-in, its checks): only a successful answer is reshaped.
      reshapes.set(request, { call, answer: fault.answer });
      return;
    }
    if (fault.kind === 'timeout') {
      // The client gives up first; a server that is closing does not wait for it.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, fault.ms);
        reply.raw.once('close', () => (clearTimeout(timer), resolve()));
      });
      return reply.code(504).header(FAULT_HEADER, FAULT_MARK).send({ message: `No answer from ${call} (sandbox fault switch)`, code: faultCode(504) });
    }
    return reply
      .code(fault.status)
      .header(FAULT_HEADER, FAULT_MARK)
      .send({ message: `${call} failed with ${fault.status} (sandbox fault switch)`, code: fault.code });
  });
  app.addHook('preSerialization', async (request: FastifyRequest, reply, payload: unknown) => {
    const reshape = reshapes.get(request);
    if (!reshape || reply.statusCode >= 300) return payload;
    reply.header(FAULT_HEADER, FAULT_MARK);
    return reshapeAnswer(reshape.call, reshape.answer, payload);
  });
}
