// Words the sandbox's providers answer with (SANDBOX.md), which the live step's made-up world
// repeats so its answers read like the sandbox's: written once, here, in a file without zod, so the
// server's sandbox and src/flow-map/live-step read the same words (issue 35, "each fact once").

/** The name of the document the sandbox's "documents needed" decision asks for first. */
export const PROOF_OF_INCOME = 'Proof of income';

/** The sandbox payment provider's message for a declined card. */
export const CARD_DECLINED_TEXT = 'Your card was declined.';
