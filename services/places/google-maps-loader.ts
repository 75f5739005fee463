import { withRetries } from './retry.ts';

// Loads the Google Maps JavaScript API with the places library, only when the address screen needs
// it. Three retries with growing delays; after that one clear error the screen can show.

export const MAPS_LOAD_ERROR = 'The Google Maps JavaScript API could not load.';
export const MAPS_LOAD_RETRIES = 3;
export const MAPS_RETRY_BASE_DELAY_MS = 1000;
const CALLBACK_NAME = '__zoomiesMapsReady';

export type ScriptInjector = (src: string, callbackName: string) => Promise<void>;

export function mapsScriptUrl(apiKey: string, callbackName: string = CALLBACK_NAME): string {
  const params = new URLSearchParams({ key: apiKey, libraries: 'places', loading: 'async', callback: callbackName });
  return `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
}

/** Adds the script; resolves when Maps calls back, rejects (and removes the tag) when it fails. */
export const injectScript: ScriptInjector = (src, callbackName) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const callbacks = window as unknown as Record<string, unknown>;
    callbacks[callbackName] = () => {
      delete callbacks[callbackName];
      resolve();
    };
    script.src = src;
    script.async = true;
    script.onerror = () => {
      script.remove();
      delete callbacks[callbackName];
      reject(new Error(MAPS_LOAD_ERROR));
    };
    document.head.append(script);
  });

export function isMapsLoaded(): boolean {
  const g = (globalThis as { google?: { maps?: { places?: unknown } } }).google;
  return Boolean(g?.maps?.places);
}

let pending: Promise<void> | null = null;

export function loadGoogleMaps(
  apiKey: string,
  options: {
    inject?: ScriptInjector;
    sleep?: (ms: number) => Promise<void>;
    isLoaded?: () => boolean;
  } = {},
): Promise<void> {
  const isLoaded = options.isLoaded ?? isMapsLoaded;
  if (isLoaded()) return Promise.resolve();
  if (pending) return pending;
  const inject = options.inject ?? injectScript;
  pending = withRetries(() => inject(mapsScriptUrl(apiKey), CALLBACK_NAME), {
    retries: MAPS_LOAD_RETRIES,
    baseDelayMs: MAPS_RETRY_BASE_DELAY_MS,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  }).catch(() => {
    pending = null;
    throw new Error(MAPS_LOAD_ERROR);
  });
  return pending;
}

/** For tests: forget a load in flight. */
export function resetGoogleMapsLoader(): void {
  pending = null;
}
