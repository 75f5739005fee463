import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import type { EndpointName, Endpoints } from './endpoints.ts';

// The shape of "call an endpoint by name". Adapters (payment, places) take a function of this type
// as a dependency instead of importing the HTTP client, so they stay testable with a plain fake and
// the app decides how requests are sent (token, retries, error mapping).

type Parts<E> = E extends Endpoint<infer P, infer Q, infer B> ? { params: P; query: Q; body: B } : never;
type InputOf<E, K extends 'params' | 'query' | 'body'> = Parts<E>[K] extends z.ZodType ? z.input<Parts<E>[K]> : never;

interface CallArgs<N extends EndpointName> {
  params?: InputOf<Endpoints[N], 'params'>;
  query?: InputOf<Endpoints[N], 'query'>;
  body?: InputOf<Endpoints[N], 'body'>;
}

type CallResult<N extends EndpointName> = z.output<Endpoints[N]['response']>;

export type ApiCall = <N extends EndpointName>(name: N, args?: CallArgs<N>) => Promise<CallResult<N>>;
