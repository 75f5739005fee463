import type { Screen, StepId } from '../../machines/steps/step-declarations.ts';

// The Storybook story that shows each screen of the onboarding machine (`meta.screen` → story), as
// `stories/<file>.stories.tsx#<Export>`: the flow map shows that story's captured picture and title
// (docs/flow/screens/, `npm run flow:screens`). Most screens share their name with their story file
// and are shown by its first story; these are not (keyed by the steps' declarations, so a misspelt
// screen or state is a type error).
const STORY_BY_SCREEN: Record<string, string | null> = {
  'verify-partner': 'verify-code#PartnerCode',
  'verify-own': 'verify-code#OwnCode',
  signin: 'sign-in',
  // The upload screen serves both the documents the decision asks for and the address proof.
  'additional-information': 'upload-document#AdditionalInformation',
  'upload-document': 'upload-document#AddressVerification',
  // An external page: no screen of ours, so no story.
  waitlist: null,
} satisfies Partial<Record<Screen, string | null>>;

/** Where one screen serves two states, the story of each state. */
const STORY_BY_STATE: Record<string, string> = {
  preprocessing: 'processing#PreApproval',
  processing: 'processing#Approval',
} satisfies Partial<Record<StepId, string>>;

export function onboardingStoryFor(screen: string, node?: { id: string }): string | null {
  const byState = node ? STORY_BY_STATE[node.id] : undefined;
  const reference = byState ?? (screen in STORY_BY_SCREEN ? STORY_BY_SCREEN[screen] : screen);
  if (!reference) return null;
  const [file, story] = reference.split('#');
  return `stories/${file}.stories.tsx${story ? `#${story}` : ''}`;
}
