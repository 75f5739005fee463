import { FINALIZE_WINDOW_MS } from '../../services/contract/constants.ts';

// The 24-hour window to adjust a policy runs from the signup's last modification (second document,
// section 4); the add-on page counts down to the same instant.

export const finalizationDueAt = (windowStartsAt: string): string => new Date(Date.parse(windowStartsAt) + FINALIZE_WINDOW_MS).toISOString();
