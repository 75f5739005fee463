// Static marketing pages of the first document (outside the machine): their own chunk.
export type StaticPageKey = 'base-policy' | 'sample-policies' | 'contact' | 'terms';

const STATIC_PATHS: Record<string, StaticPageKey> = {
  '/pet-insurance/base': 'base-policy',
  '/sample-policies': 'sample-policies',
  '/contact': 'contact',
  '/terms': 'terms',
};

export function staticPageFor(pathname: string): StaticPageKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STATIC_PATHS[path] ?? null;
}
