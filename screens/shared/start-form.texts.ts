// Texts the start form shares with later screens, apart from screens/shared/common.texts.ts because
// the first screen's chunk keeps every export of a module it shares with later screens, and its
// budget (95 kB) has no room for the others (decision 0078).

/** The start form's name and the Dashboard's way to a first application. */
export const START_YOUR_APPLICATION = 'Start your application';

/** The label of every date of birth (the start's month and day, personal details' full date). */
export const DATE_OF_BIRTH_LABEL = 'Date of birth';
