import { STEP_LIST } from '../steps/step-declarations.ts';

// Where an application stands, by the server's next route: which steps are behind it and whether
// anything is left to do (each step's `standing`, steps/step-declarations.ts). Pure functions; the
// steps' guards and the Dashboard's selector use them.

const routesWhere = (standing: 'answering' | 'done'): (string | null)[] =>
  STEP_LIST.flatMap((step) => (step.standing === standing && step.route ? [step.route] : []));

/** The routes of the pet and personal steps, where the applicant may still change their answers. */
const APPLICANT_DETAIL_ROUTES: readonly (string | null)[] = [...routesWhere('answering'), null];

/**
 * The server's next route has moved past the pet and personal steps (the details were completed):
 * coming back to them (Back, a deep link) goes on where the application stands instead.
 */
export const isPastApplicantDetails = (next: string | null): boolean => !APPLICANT_DETAIL_ROUTES.includes(next);

/** Routes after which there is nothing to continue: complete, or decided. */
const DONE_ROUTES: readonly (string | null)[] = routesWhere('done');

/** The application has a step to continue at. */
export const isApplicationOpen = (next: string | null): boolean => next !== null && !DONE_ROUTES.includes(next);
