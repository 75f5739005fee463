import { composeStories } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import preview from '../../../.storybook/preview.ts';

// The page `npm run flow:screens` opens in Chromium: it renders one story at a time, with the
// project's Storybook annotations (the theme, the decorators) but without the story's play
// function, so each screen shows as it first appears.

interface StoryModule {
  default: { title?: string };
  [name: string]: unknown;
}

type ComposedStory = ComponentType & { id: string; storyName: string; load(): Promise<void> };

const storyModules = import.meta.glob<StoryModule>('/stories/*.stories.tsx');
const mount = document.getElementById('root');
if (!mount) throw new Error('The harness page has no #root element');
const root = createRoot(mount);

async function storiesOf(file: string): Promise<{ title: string; stories: Array<[string, ComposedStory]> }> {
  const load = storyModules[`/${file}`];
  if (!load) throw new Error(`No story file ${file}`);
  const module = await load();
  const stories = Object.entries(composeStories(module, preview)) as Array<[string, ComposedStory]>;
  return { title: module.default.title ?? file, stories };
}

function Mounted({ children, onMounted }: { children: ReactNode; onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

export interface CaptureHarness {
  list(file: string): Promise<{ title: string; stories: Array<{ exportName: string; id: string; name: string }> }>;
  show(file: string, exportName: string): Promise<string | null>;
}

const harness: CaptureHarness = {
  async list(file) {
    const { title, stories } = await storiesOf(file);
    return { title, stories: stories.map(([exportName, story]) => ({ exportName, id: story.id, name: story.storyName })) };
  },
  async show(file, exportName) {
    const { stories } = await storiesOf(file);
    const Story = stories.find(([name]) => name === exportName)?.[1];
    if (!Story) throw new Error(`${file} has no story ${exportName}`);
    await Story.load();
    // A new key: each story mounts afresh (its own state and effects), as in Storybook. The promise
    // settles once the story's whole tree has committed, suspended parts included.
    await new Promise<void>((resolve) =>
      root.render(
        <Mounted key={`${file}#${exportName}`} onMounted={resolve}>
          <Story />
        </Mounted>,
      ),
    );
    await document.fonts.ready;
    await nextFrame();
    await nextFrame();
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const heading = mount.querySelector('h1');
    return heading?.textContent?.replace(/\s+/g, ' ').trim() || null;
  },
};
(window as unknown as { captureHarness: CaptureHarness }).captureHarness = harness;
