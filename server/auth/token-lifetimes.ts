export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** The applicant token covers one application from its start until tokens are issued. */
export const APPLICANT_TOKEN_TTL_S = 24 * 60 * 60;
