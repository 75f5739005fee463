// Request headers of the contract, in a file of their own: the first screen's visit call names one
// without loading the API client.

/** The anonymous visitor's id, on every call (services/config/client-id.ts). */
export const ANONYMOUS_ID_HEADER = 'X-Anonymous-Id';

/**
 * The sandbox's fault switch (server/sandbox/fault-switch.ts): a request that carries it makes the
 * named call fail; an answer it failed carries it back with the value `SANDBOX_FAULT_MARK`. Both the
 * server and the app's handed-over fault (services/config/sandbox-fault-once.ts) read it from here.
 */
export const SANDBOX_FAULT_HEADER = 'x-sandbox-fault';
export const SANDBOX_FAULT_MARK = 'injected';
