// Business constants of both spec documents (section 9 of each). Machine, screens and server read
// them from here, so a number changes in one place.

export const BLACKOUT_STATES = ['WA', 'ME', 'MA', 'CO'] as const;
/** The server answers it with the external waitlist form (WAITLIST_URL) or a page of its own. */
export const WAITLIST_URL = '/waitlist';

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 120;

export const PARTNER_ATTEMPTS_BEFORE_OWN_CODE = 2;
export const PARTNER_CODE_LENGTH = 4;
export const OWN_CODE_LENGTH = 6;
export const VERIFY_SCREEN_DELAY_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 300;
export const TOKEN_REFRESH_TIMEOUT_MS = 3000;
export const VISIT_IDLE_SEND_TIMEOUT_MS = 2000;
export const VISIT_IDLE_FALLBACK_MS = 50;

export const DECISION_POLL_INTERVAL_MS = 3000;
export const DECISION_TIMEOUT_MS = 31_000;
export const FINALIZE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const COUNTDOWN_TICK_MS = 1000;

export const ANNUAL_FEE_DOLLARS = 249;
export const CURRENT_APR_BASIS_POINTS = 2624; // shown as 26.24%
export const APR_MARGIN_PERCENT = 17.74;
export const APR_MAX_PERCENT = 29.99;
export const PET_POINTS_PER_DOLLAR = 3;
export const OTHER_POINTS_PER_DOLLAR = 1;
export const POINTS_PER_DOLLAR_CREDIT = 100;

export const HOUSING_WARNING_RATIO = 0.4;
export const LOW_INCOME_NOTE_THRESHOLD = 20_000;

export const MIN_PET_AGE_WEEKS = 7;
export const PHONE_DIGITS = 10;
export const STATIC_MAP_ZOOM = 15;
export const STATIC_MAP_SCALE = 2;
export const ACCEPTED_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

// Base policy and its options.
export const BASE_DEDUCTIBLE = 500;
export const BASE_COINSURANCE = 80;
export const TOP_COINSURANCE = 90;
export const BASE_ANNUAL_LIMIT = 10_000;
export const HIGHER_ANNUAL_LIMITS = [25_000, 40_000] as const;
export const LOWER_DEDUCTIBLES = [100, 250] as const;

// Add-on prices of the second document (yearly dollars in our design).
export const ADD_ON_PRICES = {
  prescription_meds: 150,
  vet_visit: 150,
  preventative_plus: 250,
  coinsurance: 100,
  physical_therapy: 150,
  deductible: 150,
  annual_limit: 150,
} as const;
export type AddOnKey = keyof typeof ADD_ON_PRICES;
export const ADD_ON_KEYS = Object.keys(ADD_ON_PRICES) as AddOnKey[];

// Monthly amount shown = annual total / 12 + $200 (the card-pricing display of the second document).
export const MONTHLY_DISPLAY_EXTRA_DOLLARS = 200;

export const DEFAULT_PROMO_POINTS = 20_000;

// Waiting periods (days) per state: defaults and the listed exceptions.
export interface WaitingPeriod {
  accident_days: number;
  illness_days: number;
  cruciate_days: number;
}
export const DEFAULT_WAITING_PERIOD: WaitingPeriod = { accident_days: 3, illness_days: 14, cruciate_days: 180 };
export const WAITING_PERIOD_EXCEPTIONS: Record<string, Partial<WaitingPeriod>> = {
  ME: { accident_days: 0, cruciate_days: 30 },
  MS: { cruciate_days: 30 },
  ND: { cruciate_days: 30 },
  OR: { cruciate_days: 30 },
  WA: { accident_days: 0, cruciate_days: 30 },
  VT: { cruciate_days: 120 },
};
