// The Storybook file that shows each screen of the onboarding machine (`meta.screen` → story). Most
// screens share their name with their story file; these do not.
const STORY_FILE_BY_SCREEN: Record<string, string | null> = {
  'verify-partner': 'verify-code',
  'verify-own': 'verify-code',
  signin: 'sign-in',
  // An external page: no screen of ours, so no story.
  waitlist: null,
};

export function onboardingStoryFor(screen: string): string | null {
  const file = screen in STORY_FILE_BY_SCREEN ? STORY_FILE_BY_SCREEN[screen] : screen;
  return file ? `stories/${file}.stories.tsx` : null;
}
