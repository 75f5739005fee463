// ESLint flat config. Besides the usual TypeScript rules, it keeps the layers of DESIGN.md apart:
// machines (and every `*.step.ts`) never import React, the router, ky or screens; a screen's folder
// is its unit (decision 0077): its views (`*.screen.tsx`) and their values import only the UI kit,
// the contract and the screens' own values, never the app runtime, the machine or a binding; its
// binding (`*.binding.tsx`) and selector (`*.selector.ts`) read the machine's snapshot through the
// runtime, and a selector is a pure function, without React; services never import React; the
// server never imports the front end, and only its composition root imports the sandbox. `src/` is
// three zones (decision 0081): the UI kit (src/ui) below the screens, the app runtime with its
// adapters (src/app) above them, and the flow-map tool (src/flow-map) on top, which nothing below
// it imports but through the app's two lazy routes.
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// `'constructor' in POINTS_OFFERS` is true: offer ids are checked by isOfferId (own keys). A block
// that sets no-restricted-syntax again replaces the list, so each one includes this.
const offerIdCheck = {
  selector: "BinaryExpression[operator='in'][right.name='POINTS_OFFERS']",
  message: 'Check an offer id with isOfferId (marketing.constants.ts): `in` also takes inherited names.',
};

const serverNeverImportsTheFrontEnd = { group: ['react', 'react-dom', '**/screens/**', '**/machines/**', '**/src/**', 'ky'], message: 'The server never imports the front end.' };

// Every query of the server sits in a repository (`<thing>.repository.ts`, one per table): a service
// reads as rules, and the statements that must hold under concurrency are found in one place.
// Migrations and the database set-up (server/db) speak SQL by nature.
const queryOutsideRepository = 'A query belongs in a repository (`<thing>.repository.ts`, server/README.md "Add a table"): call a repository function here.';
const noQueryOutsideRepository = [
  {
    selector: 'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction|executeQuery)$/]',
    message: queryOutsideRepository,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: queryOutsideRepository },
  { selector: "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name=/^(sql|CompiledQuery)$/]", message: queryOutsideRepository },
];

// The machine fails loudly where a wrong wiring would pass silently (issue 26, DESIGN decision 11):
// no '' or empty file stands in for data a state needs, and no action or guard guesses at its event.
const eventTypeTest = "MemberExpression[property.name='type'][object.name='event']";
const narrowEvent =
  "Narrow the event with assertEvent(event, 'user.x') (or assertEvent(event, ['a', 'b']) and an exhaustive switch) or take a typed actor output as params; a fallback for another event hides a wrong wiring.";
const machineFailsLoudly = [
  {
    selector: "LogicalExpression[operator='??'][right.value='']",
    message: "No '' standing in for missing data: use originationOf(context, need) for the origination id, given(value, what) (steps/step-kit.ts) for any other, or a guard that keeps the state out.",
  },
  { selector: "NewExpression[callee.name='Blob']", message: 'No empty file standing in for the one picked: take the file from the upload row, or throw.' },
  { selector: `ConditionalExpression > BinaryExpression.test > ${eventTypeTest}`, message: narrowEvent },
  { selector: `LogicalExpression[operator='&&'] > BinaryExpression.left > ${eventTypeTest}`, message: narrowEvent },
  { selector: `IfStatement > BinaryExpression.test > ${eventTypeTest}`, message: narrowEvent },
];

// A long function says why it is one piece where the length rule is turned off: the disable carries
// its reason after ` -- ` (ESLint's own syntax for a directive's description), so the reason cannot
// drift away from the function or be left out.
const disableSaysWhy = {
  meta: { type: 'problem', schema: [], messages: { why: "Say why this function is one piece: `eslint-disable-next-line max-lines-per-function -- <why>`, or split it." } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const directive = /^\s*eslint-disable(?:-next-line|-line)?\s+(.*?)(?:\s--\s*(.*))?$/s.exec(comment.value);
          if (!directive || !/\bmax-lines-per-function\b/.test(directive[1])) continue;
          if ((directive[2] ?? '').trim().length < 15) context.report({ loc: comment.loc, messageId: 'why' });
        }
      },
    };
  },
};

// The zones of src/ (decision 0081) go by where an import leads, not by how it is spelt: a relative
// import is resolved from the importing file, so `../app/x.ts` from src/ui and `../../src/app/x.ts`
// from screens/ are the same place, and `src/flow-map/` names no other flow-map folder. Each entry of
// `forbid` names places (a path from the repository's root, a folder ending in `/`) or packages, and
// the places inside them it `except`s. `import()` counts too (a lazy import still loads the code),
// but for the lazy routes an entry lists: `lazy: { from: <file>, to: [<file>, …] }`.
const ROOT = import.meta.dirname;
const ZONE_TARGET = { type: 'array', items: { type: 'string' } };
const within = (target, places) => places.some((place) => (place.endsWith('/') ? target.startsWith(place) : target === place || target.startsWith(`${place}/`)));
const zoneImports = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['forbid'],
        properties: {
          forbid: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['to', 'message'],
              properties: {
                to: ZONE_TARGET,
                except: ZONE_TARGET,
                lazy: { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: { type: 'string' }, to: ZONE_TARGET } },
                message: { type: 'string' },
              },
            },
          },
        },
      },
    ],
  },
  create(context) {
    const [{ forbid }] = context.options;
    const here = relative(ROOT, context.filename).split(sep).join('/');
    const check = (node, source, lazy) => {
      if (typeof source?.value !== 'string') return;
      const specifier = source.value.replace(/\?.*$/, '');
      const target = specifier.startsWith('.') ? relative(ROOT, resolve(dirname(context.filename), specifier)).split(sep).join('/') : specifier;
      for (const rule of forbid) {
        if (!within(target, rule.to) || within(target, rule.except ?? [])) continue;
        if (lazy && rule.lazy && rule.lazy.from === here && rule.lazy.to.includes(target)) continue;
        context.report({ node: source, message: rule.message });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source, true),
    };
  },
};

const zonesPlugin = { rules: { imports: zoneImports } };
const flowMapTool = 'src/flow-map/';
/** The flow-map tool's two pages, each a lazy route of the app's top (src/app/app.tsx). */
const toolRoutes = { from: 'src/app/app.tsx', to: ['src/flow-map/flow-map.page.tsx', 'src/flow-map/live-step/open-live-step.page.tsx'] };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'storybook-static/**', 'coverage/**', 'data/**'] },
  // A disable that no longer disables anything (the function was split) is an error, not a warning.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', offerIdCheck],
    },
  },
  {
    // React's rules of hooks: every component file, and the files of hooks without JSX (`use-*.ts`;
    // flow-map-loads.ts holds one hook per source of the map).
    files: ['**/*.tsx', '**/use-*.ts', 'src/flow-map/flow-map-loads.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['machines/**/*.ts', '**/*.step.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: restrict([
      { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'The machine never imports React.' },
      { group: ['ky', '**/services/api/**', '**/services/client*'], message: 'The machine invokes services by name; the app provides them.' },
      { group: ['**/screens/**', '**/src/**'], message: 'Machines never import screens or the app.' },
    ]),
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', offerIdCheck, ...machineFailsLoudly] },
  },
  {
    // A screen's views (`*.screen.tsx`) and everything of its folder but its binding and selector.
    files: ['screens/**/*.{ts,tsx}', '**/*.screen.tsx'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.binding.tsx', '**/*.selector.ts'],
    rules: restrict([
      { group: ['**/services/*', '!**/services/contract', '**/services/api/**', '**/services/client*', '**/services/payment/**', '**/services/places/**', '**/services/storage/**', '**/services/analytics/**'], message: 'Screens are views: props in, intents out. They never call services.' },
      { group: ['ky', 'xstate', '@xstate/*', '**/machines/**'], message: "Screens never import the machine or HTTP; the screen's binding (`<screen>.binding.tsx`) does." },
      { group: ['**/src/*', '!**/src/ui'], message: "A view imports the UI kit (src/ui), never the app runtime, its adapters or the flow map; the screen's binding does." },
      { group: ['**/*.binding.tsx', '**/*.selector.ts'], message: "A view knows nothing of the machine: its binding reads the selector and passes the props in." },
      { group: ['**/server/**'], message: 'Screens never import the server.' },
    ]),
  },
  {
    // A screen's binding and selector: the snapshot through the runtime (src/app), the machine's
    // types and rules, @xstate/react; the server only through the machine's invoked services.
    files: ['**/*.binding.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: restrict([
      { group: ['ky', '**/services/api/**', '**/services/client*'], message: 'A binding sends intents to the machine; its services call the server.' },
      { group: ['**/server/**'], message: 'Screens never import the server.' },
    ]),
  },
  {
    files: ['**/*.selector.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'A selector is a pure function of the snapshot, `(snapshot) => props`: no React.' },
      { group: ['ky', '**/services/api/**', '**/services/client*'], message: 'A selector reads the snapshot; it never calls the server.' },
      { group: ['**/server/**'], message: 'Screens never import the server.' },
    ]),
  },
  {
    // The zones of src/ (decision 0081). The UI kit is the bottom of the front end: React, formik and
    // the contract's constants, nothing above it.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { zones: zonesPlugin },
    rules: {
      'zones/imports': ['error', { forbid: [
        { to: ['src/', 'screens/', 'machines/', 'stories/', 'test/'], except: ['src/ui/'], message: 'The UI kit (src/ui) is below the screens: it imports nothing above it (the app runtime, the flow map, screens, machines).' },
        { to: ['services/', 'server/'], except: ['services/contract/'], message: 'The UI kit reads only the contract of the services (services/contract), never a client or the server.' },
        { to: ['xstate', '@xstate/', 'ky'], message: 'The UI kit knows no machine and no HTTP: props in, events out.' },
      ] }],
    },
  },
  {
    // The app runtime with its adapters (src/app, and the entry): it runs the machine and binds the
    // screens; the flow-map tool above it is reached only through the two lazy routes of app.tsx.
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { zones: zonesPlugin },
    rules: {
      'zones/imports': ['error', { forbid: [
        { to: [flowMapTool], lazy: toolRoutes, message: "The app runtime never imports the flow-map tool (src/flow-map): /flow and a live step's page are lazy routes of src/app/app.tsx, loaded only there." },
        { to: ['server/', 'test/', 'stories/'], message: 'The app runtime runs in the browser: it never imports the server, tests or stories.' },
      ] }],
    },
  },
  {
    // The flow-map tool (src/flow-map: /flow, the live step, the machine's model): the top of the
    // front end, which may read everything below it but shows production code only.
    files: ['src/flow-map/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { zones: zonesPlugin },
    rules: {
      'zones/imports': ['error', { forbid: [
        { to: ['test/', 'stories/'], message: "The flow-map tool shows the production code: the machine's model events and answers live in src/flow-map/machine-model, never in test/ or stories/." },
        { to: ['server/'], message: 'The flow-map tool reaches the server over HTTP (the contract), never by import; the server runs the live step, not the reverse.' },
      ] }],
    },
  },
  {
    // A screen's binding and selector may read the runtime, never the flow-map tool above it (its views
    // import no src/ but the kit: the screens' block above). The runtime's own selector (src/app/frame)
    // is in the runtime's zone.
    files: ['screens/**/*.binding.tsx', 'screens/**/*.selector.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { zones: zonesPlugin },
    rules: {
      'zones/imports': ['error', { forbid: [{ to: [flowMapTool], message: 'Screens never import the flow-map tool (src/flow-map): the map reads the machine and the screens, not the reverse.' }] }],
    },
  },
  {
    files: ['services/**/*.ts'],
    rules: restrict([
      { group: ['react', 'react-dom', '**/screens/**', '**/machines/**', '**/src/**'], message: 'Services never touch React, screens or the machine.' },
      { group: ['**/server/**'], message: 'The client never imports the server.' },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([serverNeverImportsTheFrontEnd]),
  },
  {
    // The sandbox implements the partners the domain owns (server/origination/partners.ts); only the
    // composition root chooses it. A block that sets no-restricted-imports again replaces the list,
    // so it repeats the front-end rule.
    files: ['server/**/*.ts'],
    ignores: ['server/sandbox/**', 'server/app.ts', 'server/**/*.test.ts'],
    rules: restrict([
      serverNeverImportsTheFrontEnd,
      {
        group: ['**/sandbox/**'],
        message: 'Only the composition root (server/app.ts) imports the sandbox: ask a partner (app.partners, server/origination/partners.ts) instead.',
      },
    ]),
  },
  {
    // "Open this step live" (decision 0072): in the sandbox, the server drives the flow's own machine
    // and actors (src/flow-map/live-step/, loaded on the first call; never in production). The one exception.
    files: ['server/sandbox/live-step.routes.ts'],
    rules: restrict([
      { group: ['react', 'react-dom', '**/screens/**', '**/machines/**', 'ky'], message: 'The server never imports the front end (but the live step runs).' },
      // A regular expression: a glob cannot let a folder inside another one back in.
      { regex: '(^|/)src/(?!flow-map/live-step/)', message: 'The server never imports the front end (but the live step runs: src/flow-map/live-step).' },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.repository.ts', 'server/db/migrations/**', 'server/db/migrate.ts', 'server/db/database.ts', 'server/db/pipelined-postgres-driver.ts', 'server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', offerIdCheck, ...noQueryOutsideRepository] },
  },
  {
    // A unit a newcomer can hold in their head (issue 26): a function of more than 80 lines of code is
    // split by job, or says why it is one piece in the disable above it:
    // `// eslint-disable-next-line max-lines-per-function -- <why>` (a disable without its why is an
    // error, and so is one left behind once the function is split).
    files: ['src/**/*.{ts,tsx}', 'screens/**/*.{ts,tsx}', 'server/**/*.ts', 'services/**/*.ts', 'machines/**/*.ts', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // Machine configurations: the state-config builders of a step read as one statechart.
      'machines/steps/start.step.ts',
      'machines/steps/loads-what-it-needs.ts',
      // createApiClient (94 lines): left whole while the mutation baseline of services/api is computed;
      // to split next (its retry, refresh and upload paths).
      'services/api/api-client.ts',
    ],
    plugins: { local: { rules: { 'disable-says-why': disableSaysWhy } } },
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'local/disable-says-why': 'error',
    },
  },
);
