import type { ApiCall } from '../contract/api-call.type.ts';
import { endpoints } from '../contract/endpoints.ts';
import type { Endpoint } from '../contract/endpoint.ts';
import type { ApiClient, CallArgs } from './api-client.ts';

/**
 * The "call an endpoint by name" function that the payment and places adapters take as a dependency
 * (`ApiCall` of the contract), backed by the one API client: same headers, refresh and errors.
 */
export function createApiCall(client: ApiClient): ApiCall {
  return ((name: keyof typeof endpoints, args?: CallArgs<Endpoint>) => client.call(endpoints[name] as Endpoint, args)) as ApiCall;
}
