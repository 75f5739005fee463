// Where an application stands, by the server's next route: which steps are behind it and whether
// anything is left to do. Pure functions; the steps' guards and the Dashboard's selector use them.

/** The routes of the pet and personal steps, where the applicant may still change their answers. */
const APPLICANT_DETAIL_ROUTES: readonly (string | null)[] = ['zoomies.card.about', 'zoomies.card.petless-offer', 'zoomies.card.user', null];

/**
 * The server's next route has moved past the pet and personal steps (the details were completed):
 * coming back to them (Back, a deep link) goes on where the application stands instead.
 */
export const isPastApplicantDetails = (next: string | null): boolean => !APPLICANT_DETAIL_ROUTES.includes(next);

/** Routes after which there is nothing to continue: complete, or decided. */
const DONE_ROUTES: readonly string[] = ['user.onboard.base', 'Dashboard', 'zoomies.card.not-pre-qualified'];

/** The application has a step to continue at. */
export const isApplicationOpen = (next: string | null): boolean => next !== null && !DONE_ROUTES.includes(next);
