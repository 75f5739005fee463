import { describe, expect, it } from 'vitest';
import type { Screen } from '../machines/steps/step-declarations.ts';
import { currentMeta } from '../machines/route-table.ts';
import { selectShell } from '../screens/shell/flow-shell.selector.ts';
import { PROPS_OF } from '../test/model/screen-props.ts';
import type { StoryState } from './snapshots/flow-at.ts';

// Every story of a screen with a binding shows a state the machine reaches (decision 0049): its
// args are what the binding's selector gives the screen over a snapshot of `stories/snapshots/`,
// plus the callbacks and lookups the binding adds. A hand-written prop, or a story of a state no
// events reach (it has no snapshot), fails here.

/** The screens each story file shows: those with a binding. */
const SCREENS_OF_FILE: Record<string, readonly Screen[]> = {
  'about.stories.tsx': ['about'],
  'accept-offer.stories.tsx': ['accept-offer'],
  'additional-services.stories.tsx': ['additional-services'],
  'congratulations.stories.tsx': ['congratulations'],
  'dashboard.stories.tsx': ['dashboard'],
  'get-started.stories.tsx': ['get-started'],
  'instalink.stories.tsx': ['instalink'],
  'not-pre-qualified.stories.tsx': ['not-pre-qualified'],
  'offer-start.stories.tsx': ['offer-start'],
  'payment.stories.tsx': ['payment'],
  'petless-offer.stories.tsx': ['petless-offer'],
  'processing.stories.tsx': ['processing'],
  'quiz.stories.tsx': ['quiz'],
  'sign-in.stories.tsx': ['signin'],
  'unsupported-address.stories.tsx': ['unsupported-address'],
  'upload-document.stories.tsx': ['upload-document', 'additional-information'],
  'user-info.stories.tsx': ['user-info'],
  'verify-code.stories.tsx': ['verify-partner', 'verify-own'],
  'welcome.stories.tsx': ['welcome'],
};
/** Views without a binding: their props come from no machine state. */
const WITHOUT_BINDING = [
  'flow-shell.stories.tsx',
  'info-modals.stories.tsx',
  'sandbox-authentication.stories.tsx',
  'sandbox-panel.stories.tsx',
  'static-pages.stories.tsx',
  'ui-kit.stories.tsx',
];

/** What the bindings add to the selector's props: intents, lookups, widgets, the uploads' progress. */
const BINDING_ADDS = new Set([
  'onSubmit', 'onLogin', 'onOpenInfo', 'onResend', 'onUseSms', 'onCancel', 'onAgreementChange', 'onNext', 'onTryAnotherPet',
  'onContinue', 'onAnswerChange', 'onToggleAddOn', 'onNoChanges', 'onFinalize', 'onOpenConfirm', 'onCancelConfirm',
  'onUseAlternatePayment', 'onChangePeriod', 'onBack', 'renderPaymentForm', 'onGoToDashboard', 'onSubmitEmail', 'onSubmitCode',
  'onDocumentTypeChange', 'onUpload', 'progress', 'loadBreeds', 'searchAddress', 'resolveAddress', 'AddressAutocomplete', 'MapPreview',
  'supportWidget',
]);
/** What a binding reads of its selector's props instead of passing it on to the screen. */
const BINDING_READS: Partial<Record<Screen, readonly string[]>> = {
  'additional-services': ['canUseAlternatePayment'],
  payment: ['purchase', 'originationId'],
  processing: ['timedOut'],
};

interface StoryLike {
  args?: Record<string, unknown>;
  parameters?: { state?: StoryState };
}
interface StoryModule {
  default: { args?: Record<string, unknown> };
  [story: string]: unknown;
}

const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });
const fileOf = (path: string) => path.replace('./', '');

it('every story file is either of a screen with a binding or of a view without one', () => {
  const files = Object.keys(modules).map(fileOf).sort();
  expect(files.filter((file) => !(file in SCREENS_OF_FILE) && !WITHOUT_BINDING.includes(file))).toEqual([]);
});

const bound = Object.entries(modules).filter(([path]) => fileOf(path) in SCREENS_OF_FILE);

describe.each(bound.map(([path, module]) => ({ file: fileOf(path), module })))('$file', ({ file, module }) => {
  const stories = Object.entries(module).filter(([name]) => name !== 'default' && name !== '__namedExportsOrder') as [string, StoryLike][];

  it.each(stories)('%s shows what the binding gives the screen in a state the machine reaches', async (_name, story) => {
    const at = story.parameters?.state;
    if (!at) throw new Error('No snapshot of stories/snapshots/: a state the machine cannot reach?');
    const snapshot = await at();
    const screen = currentMeta(snapshot)?.screen;
    expect(SCREENS_OF_FILE[file]).toContain(screen);
    if (!screen) return;
    // The screen itself, not its loading or retry view.
    expect(selectShell(snapshot).view).toBe('screen');
    const given = PROPS_OF[screen](snapshot) as Record<string, unknown>;
    const read = new Set(BINDING_READS[screen] ?? []);
    const expected = Object.fromEntries(Object.entries(given).filter(([key]) => !read.has(key)));
    const args = { ...module.default.args, ...story.args };
    expect(Object.fromEntries(Object.entries(args).filter(([key]) => key in expected))).toEqual(expected);
    expect(Object.keys(args).filter((key) => !(key in expected) && !BINDING_ADDS.has(key))).toEqual([]);
  });
});
