import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { HttpError } from '../http/http-error.ts';
import type * as liveStepRunsModule from '../../src/flow-map/live-step/live-step-runs.ts';
import type { LiveStepRuns } from '../../src/flow-map/live-step/live-step-runs.ts';

// "Open this step live" (decision 0072), sandbox only: a walk drives a fresh application through
// this server's own API, in process, and its session is handed to a browser. The walk runs the
// flow's own machine and actors (`src/flow-map/live-step/`), loaded on the first call: the one place
// the server runs front-end code, and never in production (the plugin is not registered there).

type LiveStepRunsModule = typeof liveStepRunsModule;

/** The walk's requests go to this server without a socket: its own routes, hooks and fault switch. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

export async function liveStepRoutes(app: FastifyInstance): Promise<void> {
  let loaded: Promise<{ module: LiveStepRunsModule; runs: LiveStepRuns }> | null = null;
  const live = () => {
    loaded ??= import('../../src/flow-map/live-step/live-step-runs.ts').then((module) => ({
      module,
      runs: module.createLiveStepRuns({ baseUrl: 'http://live-step.sandbox', fetch: inProcessFetch(app) }),
    }));
    return loaded;
  };

  registerEndpoint(app, endpoints.sandboxLiveSteps, async () => (await live()).runs.states());
  registerEndpoint(app, endpoints.sandboxLiveStepStart, async ({ body, request }) => {
    const { module, runs } = await live();
    try {
      return runs.start(body, `${request.protocol}://${request.host}`);
    } catch (error) {
      if (error instanceof module.UnknownLiveStep) throw new HttpError(404, error.message, 'not_found');
      throw error;
    }
  });
  registerEndpoint(app, endpoints.sandboxLiveStep, async ({ params }) => {
    const run = (await live()).runs.get(params.id);
    if (!run) throw new HttpError(404, 'No such walk: it ended more than an hour ago, or on another server process.', 'not_found');
    return run;
  });
}
