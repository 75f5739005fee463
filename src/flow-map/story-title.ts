import { useEffect, useState } from 'react';

// The Storybook title of a state's story ('Screens/Verify code'), read from the story file's source
// when a product owner opens the state: the files are bundled as raw text, each loaded on demand,
// so no story code runs in the map.
const storySources = import.meta.glob('/stories/*.stories.tsx', { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

/** The `title` of the story file's default export (its `meta`), or null. */
export function storyTitleFromSource(source: string): string | null {
  const match = /(?:const meta\b[^=]*=|export default)\s*\{[^]*?\btitle:\s*(['"`])(.+?)\1/.exec(source);
  return match?.[2] ?? null;
}

export function useStoryTitle(storyPath: string | null): string | null {
  const [title, setTitle] = useState<{ path: string; title: string | null } | null>(null);
  useEffect(() => {
    const load = storyPath ? storySources[`/${storyPath}`] : undefined;
    if (!storyPath || !load) return;
    let current = true;
    load().then(
      (source) => current && setTitle({ path: storyPath, title: storyTitleFromSource(source) }),
      () => current && setTitle({ path: storyPath, title: null }),
    );
    return () => {
      current = false;
    };
  }, [storyPath]);
  return title && title.path === storyPath ? title.title : null;
}
