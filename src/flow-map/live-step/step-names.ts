import type { AnyMachineSnapshot } from 'xstate';
import type { LiveEvent } from './live-events.ts';

// What the progress says a step of a live walk is about, in a product owner's words: the screen it
// happens on, and what the sandbox does when the step is not the person's own.

const SCREENS: Readonly<Record<string, string>> = {
  boot: 'opening the app',
  offerStart: 'offer page',
  getStarted: "let's get started",
  instalink: 'instant link',
  signin: 'sign-in',
  resume: 'finding the application',
  verify: 'phone check',
  verifyOwn: 'our own code',
  about: 'pet',
  waitlist: 'waitlist',
  petlessOffer: 'pet-less offer',
  user: 'personal details',
  preprocessing: 'decision',
  acceptOffer: 'offer',
  processing: 'approval',
  congratulations: 'congratulations',
  quiz: 'insurance quiz',
  additionalServices: 'add-ons',
  payment: 'payment',
  welcome: 'welcome',
  notPreQualified: 'not pre-qualified',
  unsupportedAddress: 'another address',
  uploadDocument: 'address documents',
  additionalInformation: 'documents needed',
  dashboard: 'dashboard',
};

const screenOf = (snapshot: AnyMachineSnapshot): string => {
  const top = typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');
  return SCREENS[top] ?? top;
};

/** The step's words: its screen, and the sandbox's own doing where it is not the person's. */
export function stepName(snapshot: AnyMachineSnapshot, event?: LiveEvent): string {
  const screen = screenOf(snapshot);
  switch (event?.how.kind) {
    case 'fault':
      return `${screen}: ${event.how.call} fails (fault switch ${event.how.fault})`;
    case 'reopen':
      return `${screen}: ${event.how.at === 'here' ? 'its link' : event.how.at === 'start' ? 'the start page' : 'the Dashboard'} opened on another device`;
    case 'reload':
      return `${screen}: the page is reloaded`;
    case 'closeWindow':
      return `${screen}: the 24-hour policy window closes, the link is opened again`;
    default:
      return screen;
  }
}
