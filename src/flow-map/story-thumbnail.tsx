import { createElement, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

// A state's screen as its story shows it, small, in the details panel. The story file is loaded when
// a product owner opens the state (each story file is a chunk of its own, reached only from here),
// and rendered into a frame of its own: the screen keeps its styles and landmarks to itself, and the
// frame is scaled down from a desktop width. Only the story's args and decorators are used; its
// `play` function never runs here.

interface StoryObject {
  args?: Record<string, unknown>;
  decorators?: Decorator[];
  render?: (args: Record<string, unknown>, context: { args: Record<string, unknown> }) => ReactNode;
  component?: ComponentType<Record<string, unknown>>;
}
type Decorator = (Story: ComponentType, context: { args: Record<string, unknown> }) => ReactNode;
interface StoryModule {
  default: StoryObject;
  [name: string]: unknown;
}

const storyModules = import.meta.glob<StoryModule>('/stories/*.stories.tsx');

/** The width the screen is laid out at before it is scaled down. */
export const THUMBNAIL_WIDTH = 1280;

/** The file's first story, with the file's and the story's args and decorators applied. */
export function firstStoryElement(module: StoryModule): ReactNode | null {
  const meta = module.default;
  const entry = Object.entries(module).find(([name, value]) => name !== 'default' && typeof value === 'object' && value !== null);
  if (!entry) return null;
  const story = entry[1] as StoryObject;
  const args = { ...meta.args, ...story.args };
  const Component = story.component ?? meta.component;
  const content = story.render ? story.render(args, { args }) : Component ? createElement(Component, args) : null;
  let Story: ComponentType = () => content;
  for (const decorator of [...(story.decorators ?? []), ...(meta.decorators ?? [])]) {
    const Inner: ComponentType = Story;
    Story = (): ReactNode => decorator(Inner, { args });
  }
  return createElement(Story);
}

export function StoryThumbnail({ storyPath, screenName }: { storyPath: string; screenName: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'none'>('loading');
  const [scale, setScale] = useState(0.25);

  useEffect(() => {
    const width = box.current?.clientWidth;
    if (width) setScale(width / THUMBNAIL_WIDTH);
  }, []);

  useEffect(() => {
    const load = storyModules[`/${storyPath}`];
    let root: Root | null = null;
    let current = true;
    setStatus('loading');
    if (!load) {
      setStatus('none');
      return;
    }
    load().then(
      (module) => {
        const doc = frame.current?.contentDocument;
        const element = firstStoryElement(module);
        if (!current || !doc || !element) return setStatus(element ? 'loading' : 'none');
        // The app's own styles (the screens' theme), then the screen.
        doc.head.replaceChildren(...[...document.querySelectorAll('link[rel="stylesheet"], style')].map((node) => node.cloneNode(true)));
        const mount = doc.createElement('div');
        doc.body.replaceChildren(mount);
        doc.body.style.margin = '0';
        root = createRoot(mount);
        root.render(element);
        setStatus('ready');
      },
      () => current && setStatus('none'),
    );
    return () => {
      current = false;
      // Unmounted after this render: React does not unmount a root during another root's render.
      const done = root;
      if (done) setTimeout(() => done.unmount(), 0);
    };
  }, [storyPath]);

  if (status === 'none') return null;
  return (
    <figure className="flow-thumbnail-figure">
      <div ref={box} className="flow-thumbnail" aria-busy={status === 'loading'}>
        <iframe ref={frame} title={`The ${screenName} screen, as its story shows it`} tabIndex={-1} style={{ transform: `scale(${scale})` }} />
      </div>
      <figcaption className="flow-muted">The screen, from its story ({status === 'loading' ? 'loading…' : storyPath.replace(/^stories\//, '')}).</figcaption>
    </figure>
  );
}
