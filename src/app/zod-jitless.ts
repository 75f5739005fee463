// Zod compiles a fast object parser with `new Function`, and first probes whether `eval` is allowed.
// The server's Content-Security-Policy forbids it (script-src 'self'), so the probe was refused:
// zod caught the error and parsed anyway, but every page reported a violation. With `jitless` zod
// neither probes nor compiles, with the same results.
//
// It must hold before the first schema is built (`z.object` decides at construction). Calling
// `z.config({ jitless: true })` from a module of the app did not: the bundler places that call in a
// shared chunk after the contract's schemas. So the entry sets it before zod loads, in the config
// object zod reads (`globalThis.__zod_globalConfig`, which zod documents for exactly this: "pre-
// populating it before Zod loads ... takes effect immediately on import"), without downloading zod
// with the entry. `z.config()` then reads `jitless: true` (src/app/zod-jitless.test.ts).

interface ZodConfigScope {
  __zod_globalConfig?: { jitless?: boolean };
}

((globalThis as ZodConfigScope).__zod_globalConfig ??= {}).jitless = true;
