import { PREVIOUSLY_STARTED_TEXT, TRY_AGAIN_NEXT } from '../../services/contract/start-reply-texts.ts';

// The start screens' notices, word for word (first document, section 8).
export const START_MESSAGES = {
  'previously-started': PREVIOUSLY_STARTED_TEXT,
  'start-failed': TRY_AGAIN_NEXT,
} as const;
export type StartNotice = keyof typeof START_MESSAGES;

/** An instant link opened in another browser than the one that started (or not redeemed): shown above the start screen. */
export const LINK_ELSEWHERE_MESSAGE = 'Please open the link in the browser where you started your application, or start again here.';
