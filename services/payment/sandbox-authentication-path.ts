/** The sandbox's 3-D Secure page, the stand-in for the bank's page a Stripe redirect goes to (its own module: the app's router reads it). */
export const SANDBOX_AUTHENTICATION_PATH = '/sandbox/authenticate';
