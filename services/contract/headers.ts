// Request headers of the contract, in a file of their own: the first screen's visit call names one
// without loading the API client.

/** The anonymous visitor's id, on every call (services/config/client-id.ts). */
export const ANONYMOUS_ID_HEADER = 'X-Anonymous-Id';
