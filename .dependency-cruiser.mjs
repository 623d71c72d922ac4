// The layer rules of design.md ("Client conventions", "The sandbox's seams"), checked by `npm run lint:deps` inside
// `npm test`. Paths are relative to the repository root. tests/scripts/check/check-deps.test.ts
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
      name: 'stores-import-no-ui',
      comment: 'Stores hold state and actions; components read them, never the other way round.',
      severity: 'error',
      from: { path: '^client/stores/' },
      to: { path: '^client/(ui|widgets|features)/' },
    },
    {
      name: 'stores-hold-no-hooks',
      comment: 'Hooks live in widgets/ (or the feature using them), not in stores/.',
      severity: 'error',
      from: { path: '^client/stores/' },
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
      name: 'lib-does-no-http',
      comment:
        'lib/ may read the contract (types, enums, constants like BEACON_PATH) but does no HTTP: ' +
        'callers bring the API function (see lib/event-log.ts).',
      severity: 'error',
      from: { path: '^client/lib/' },
      to: { path: '^client/api/' },
    },
    {
      name: 'api-is-only-the-transport',
      comment: 'client/api/ is the transport: it reads the contract and nothing of the app; the device facts are handed in (setDeviceFacts).',
      severity: 'error',
      from: { path: '^client/api/' },
      to: { path: '^client/', pathNot: '^client/api/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract belongs to none of its three users: it imports only itself (and package.json and valibot).',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(client|edge|scripts|tests)/' },
    },
    {
      name: 'edge-imports-no-client',
      comment: 'The edge and the sandbox share only the contract with the client (contract/).',
      severity: 'error',
      from: { path: '^edge/' },
      to: { path: '^client/' },
    },
    {
      name: 'client-imports-no-edge',
      comment: 'The client talks to the edge over HTTP only.',
      severity: 'error',
      from: { path: '^(client|contract)/' },
      to: { path: '^edge/' },
    },
    {
      name: 'edge-imports-no-sandbox',
      comment:
        'The sandbox is its own build entry, loaded by the Node entry only when UPSTREAM_URL is unset (a type-only import there ' +
        'names its start function): an operator deployment carries none of it.',
      severity: 'error',
      from: { path: '^edge/', pathNot: '^edge/sandbox/' },
      to: { path: '^edge/sandbox/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-imports-schemas-as-types',
      comment: 'Validation schemas are server code; the client takes only their types (import type).',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '\\.schemas\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    // --- The sandbox's domains (edge/sandbox/README.md, "Domains"). A domain is a folder of
    // edge/sandbox/ owning its tables (table-owners.ts); its service.ts is all that other domains
    // see. Shared, not domains: lib/ (pure helpers), and the top-level files that wire domains
    // together (app.ts, registry.ts, default-hooks.ts, db.ts...). seed/ and dev/ write through
    // services like any domain; migrations/ and browser/ import nothing of the domains.
    {
      name: 'sandbox-domains-meet-through-services',
      comment:
        "A sandbox domain reaches another only through that domain's service.ts: never its handlers, routes, stores or " +
        'tables, so each domain can change its insides alone. Shared helpers move to lib/.',
      severity: 'error',
      from: { path: '^edge/sandbox/([^/]+)/' },
      to: { path: '^edge/sandbox/[^/]+/', pathNot: ['^edge/sandbox/$1/', '^edge/sandbox/lib/', '^edge/sandbox/[^/]+/service\\.ts$'] },
    },
    {
      name: 'sandbox-handlers-only-in-registry',
      comment:
        'Call handlers are entry points: registry.ts alone imports them (not even their own domain does). What two ' +
        "handlers share moves to a private module of the domain, or to its service when another domain needs it.",
      severity: 'error',
      from: { path: '^edge/sandbox/', pathNot: '^edge/sandbox/registry\\.ts$' },
      to: { path: '^edge/sandbox/[^/]+/[^/]*handlers\\.ts$' },
    },
    {
      name: 'sandbox-routes-only-in-app',
      comment: "The sandbox's other HTTP routes (mount* functions: pages, images, the dev endpoints) are entry points as well: app.ts alone mounts them.",
      severity: 'error',
      from: { path: '^edge/sandbox/', pathNot: '^edge/sandbox/app\\.ts$' },
      to: { path: '^edge/sandbox/[^/]+/[^/]*routes?\\.ts$' },
    },
    {
      name: 'sandbox-wiring-uses-public-surfaces',
      comment:
        "The sandbox's top-level files see a domain as other domains do (its service.ts), plus its entry points " +
        '(handlers, routes), and the shared folders: lib/, migrations/, seed/, dev/.',
      severity: 'error',
      from: { path: '^edge/sandbox/[^/]+\\.ts$' },
      to: {
        path: '^edge/sandbox/[^/]+/',
        pathNot: ['^edge/sandbox/(lib|migrations|seed|dev)/', '^edge/sandbox/[^/]+/(service|[^/]*handlers|[^/]*routes?)\\.ts$'],
      },
    },
    {
      name: 'sandbox-lib-is-shared',
      comment: 'lib/ holds pure helpers every domain may use (secrets, photos, money text, SQLite errors): it imports no domain and no wiring.',
      severity: 'error',
      from: { path: '^edge/sandbox/lib/' },
      to: { path: '^edge/sandbox/', pathNot: ['^edge/sandbox/lib/', '^edge/sandbox/db-types\\.ts$'] },
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
