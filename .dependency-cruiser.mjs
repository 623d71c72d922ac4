// The layer rules of design.md ("Client conventions"), checked by `npm run lint:deps` inside
// `npm test`. Paths are relative to the repository root. tests/client/dependency-rules.test.ts
// breaks each rule on purpose in a fixture tree and checks that it is reported.

/** Client layers a lower layer must not reach up into. */
const APP_LAYERS = '^client/(stores|ui|widgets|features)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Import cycles make load order fragile and defeat lazy chunks; type-only ones hide a module ' +
        'that belongs elsewhere (a shared type moves to the module both sides already use).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-are-islands',
      comment: 'Features never import each other; shared code moves to widgets/, ui/, lib/ or stores/.',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/', pathNot: '^client/features/$1/' },
    },
    {
      name: 'ui-is-presentational',
      comment: 'ui/ takes props and context only: no store, API, widget or feature.',
      severity: 'error',
      from: { path: '^client/ui/' },
      to: { path: '^client/(api|stores|widgets|features)/' },
    },
    {
      name: 'api-imports-no-app-layer',
      comment: 'The API layer reports through events; stores and UI listen (design.md, do and don\'t 2).',
      severity: 'error',
      from: { path: '^client/api/' },
      to: { path: APP_LAYERS },
    },
    {
      name: 'stores-import-no-ui',
      comment: 'Stores hold state and actions; components read them, never the other way round.',
      severity: 'error',
      from: { path: '^client/stores/' },
      to: { path: '^client/(ui|widgets|features)/' },
    },
    {
      name: 'stores-hold-no-hooks',
      comment:
        'Hooks live in widgets/ (or the feature using them), not in stores/. stores/locale.ts keeps useT ' +
        'until the typed i18n keys land (it has ~40 importers).',
      severity: 'error',
      from: { path: '^client/stores/', pathNot: '^client/stores/locale\\.ts$' },
      to: { path: 'node_modules/(preact/hooks|preact/compat|@nanostores/react)/' },
    },
    {
      name: 'widgets-import-no-feature',
      comment: 'Widgets are shared by features, so they cannot depend on one.',
      severity: 'error',
      from: { path: '^client/widgets/' },
      to: { path: '^client/features/' },
    },
    {
      name: 'lib-is-pure',
      comment: 'lib/ holds pure helpers: no store, UI, widget or feature.',
      severity: 'error',
      from: { path: '^client/lib/' },
      to: { path: APP_LAYERS },
    },
    {
      name: 'lib-uses-only-the-contract',
      comment:
        'lib/ may read the contract (types, enums, constants like BEACON_PATH) but does no HTTP: ' +
        'callers bring the API function (see lib/event-log.ts).',
      severity: 'error',
      from: { path: '^client/lib/' },
      to: { path: '^client/api/', pathNot: '^client/api/contract(\\.ts$|/)' },
    },
    {
      name: 'edge-imports-only-the-contract',
      comment:
        'The edge and the sandbox take from client/ only the contract, the pure path table and the pure ' +
        'banner rule (which banner home shows first, with the URL checks and modal names it needs). ' +
        'client/api/schemas.ts is allowed until the per-domain split moves schemas under client/api/contract/.',
      severity: 'error',
      from: { path: '^edge/' },
      to: {
        path: '^client/',
        pathNot: ['^client/(api/contract|api/schemas|route-paths|modal-names|lib/safe-url|features/home/banner-click)\\.ts$', '^client/api/contract/'],
      },
    },
    {
      name: 'client-imports-schemas-as-types',
      comment: 'Validation schemas are server code; the client takes only their types (import type).',
      severity: 'error',
      from: { path: '^client/', pathNot: '^client/api/contract/' },
      to: { path: '(^client/api/schemas\\.ts$|\\.schemas\\.ts$)', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    // Type-only imports count as dependencies (features must not share even types), and the
    // schemas rule needs to tell them apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
