// Each layer rule, broken on purpose in a throwaway tree, must be reported; the allowed imports
// beside them must not be.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IViolation } from 'dependency-cruiser';
import { checkDependencies } from '../../../scripts/check/check-deps';

/** path -> source; every file is tiny, only its imports matter. */
const TREE: Record<string, string> = {
  // Allowed: a feature using stores, widgets, ui, lib and its own files.
  'client/features/home/home-page.tsx': [
    "import { $x } from '../../stores/session';",
    "import { Tile } from '../../widgets/tile';",
    "import { Button } from '../../ui/button';",
    "import { own } from './own';",
    'export const page = [$x, Tile, Button, own];',
  ].join('\n'),
  'client/features/home/own.ts': 'export const own = 1;',
  // features-are-islands
  'client/features/games/games-page.tsx': "import { own } from '../home/own';\nexport const g = own;",
  // ui-is-presentational
  'client/ui/button.tsx': "import { $y } from '../stores/other';\nexport const Button = $y;",
  'client/stores/other.ts': 'export const $y = 1;',
  // api-is-only-the-transport: the contract is fine, a store or lib/ is not
  'client/api/http.ts': "import { $x } from '../stores/session';\nimport { API_BASE } from '../../contract/call-row';\nexport const call = [$x, API_BASE];",
  'client/api/device-user.ts': "import { p } from '../lib/pure';\nexport const d = p;",
  'contract/call-row.ts': 'export const API_BASE = "/app/v1";\nexport type Row = { a: number };',
  // contract-stands-alone
  'contract/bad.ts': "import { $x } from '../client/stores/session';\nexport const c = $x;",
  // stores-import-no-ui; stores-hold-no-hooks
  'client/stores/session.ts': "import { Button } from '../ui/button';\nexport const $x = 1;\nexport const b = Button;",
  'client/stores/hooked.ts': "import { useState } from 'preact/hooks';\nexport const h = useState;",
  // widgets-import-no-feature
  'client/widgets/tile.tsx': "import { own } from '../features/home/own';\nexport const Tile = own;",
  // lib-is-pure; lib-does-no-http (the contract itself is fine)
  'client/lib/pure.ts': "import { $x } from '../stores/session';\nimport { API_BASE } from '../../contract/call-row';\nexport const p = [$x, API_BASE];",
  'client/lib/http-user.ts': "import { call } from '../api/http';\nexport const c = call;",
  // client-imports-schemas-as-types: a type import is fine, a value import is not
  'contract/auth.schemas.ts': 'export const LOGIN = {};\nexport type Login = { a: string };',
  'client/features/auth/typed.ts': "import type { Login } from '../../../contract/auth.schemas';\nexport type L = Login;",
  'client/features/auth/valued.ts': "import { LOGIN } from '../../../contract/auth.schemas';\nexport const l = LOGIN;",
  // edge-imports-no-client (the contract is fine); client-imports-no-edge
  'edge/routes/proxy.ts': "import { API_BASE } from '../../contract/call-row';\nimport { PATHS } from '../../contract/route-paths';\nexport const p = [API_BASE, PATHS];",
  'edge/routes/bad.ts': "import { $x } from '../../client/stores/session';\nexport const b = $x;",
  'contract/route-paths.ts': 'export const PATHS = {};',
  'client/stores/edgy.ts': "import { p } from '../../edge/routes/proxy';\nexport const e = p;",
  // edge-imports-no-sandbox: a type-only import (the Node entry's) is fine, a value import is not
  'edge/sandbox/start.ts': 'export const startSandbox = () => 1;',
  'edge/node.ts': "import type { startSandbox } from './sandbox/start';\nexport type S = typeof startSandbox;",
  'edge/routes/sandboxed.ts': "import { startSandbox } from '../sandbox/start';\nexport const s = startSandbox;",
  // no-circular: a runtime cycle is reported, and so is a type-only one
  'client/lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;",
  'client/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;",
  'client/lib/type-a.ts': "import type { B } from './type-b';\nexport const ta = 1;\nexport type A = B;",
  'client/lib/type-b.ts': "import { ta } from './type-a';\nexport type B = number;\nexport const tb = ta;",
};

// --- The sandbox's domain rules (sandbox-*): a domain folder reaches another only through its
// service.ts; handlers only from registry.ts, routes only from app.ts; the top-level wiring sees
// services and entry points; lib/ imports no domain.
const SANDBOX_TREE: Record<string, string> = {
  'edge/sandbox/db-types.ts': 'export type Db = number;',
  'edge/sandbox/lib/secrets.ts': "import type { Db } from '../db-types';\nexport const newToken = (): Db => 1;",
  'edge/sandbox/ledger/ledger.ts': 'export const postLedger = () => 1;',
  'edge/sandbox/ledger/service.ts': "export { postLedger } from './ledger';",
  'edge/sandbox/ledger/handlers.ts': "import { postLedger } from './ledger';\nexport const appUserCoinDetail = postLedger;",
  // Allowed: another domain's service, lib/, the shared types, and the domain's own modules.
  'edge/sandbox/games/spin.ts': "import { postLedger } from '../ledger/service';\nimport { newToken } from '../lib/secrets';\nexport const spin = [postLedger, newToken];",
  'edge/sandbox/games/handlers.ts': "import { spin } from './spin';\nexport const startGame = spin;",
  'edge/sandbox/games/slot-routes.ts': "import { spin } from './spin';\nexport const mountSlotRoutes = spin;",
  'edge/sandbox/registry.ts': "import { startGame } from './games/handlers';\nimport { appUserCoinDetail } from './ledger/handlers';\nexport const HANDLERS = [startGame, appUserCoinDetail];",
  'edge/sandbox/app.ts': "import { mountSlotRoutes } from './games/slot-routes';\nimport { HANDLERS } from './registry';\nexport const app = [mountSlotRoutes, HANDLERS];",
  'edge/sandbox/seed/seed.ts': "import { postLedger } from '../ledger/service';\nexport const seed = postLedger;",
  'edge/sandbox/db.ts': "import { seed } from './seed/seed';\nexport const db = seed;",
  // sandbox-domains-meet-through-services: another domain's private module, or its handlers.
  'edge/sandbox/games/sneaky.ts': "import { postLedger } from '../ledger/ledger';\nexport const s = postLedger;",
  'edge/sandbox/games/borrowed.ts': "import { appUserCoinDetail } from '../ledger/handlers';\nexport const b = appUserCoinDetail;",
  // sandbox-handlers-only-in-registry: not even the handlers' own domain; sandbox-routes-only-in-app.
  'edge/sandbox/games/own-handler-user.ts': "import { startGame } from './handlers';\nexport const o = startGame;",
  'edge/sandbox/games/lobby.ts': "import { mountSlotRoutes } from './slot-routes';\nexport const l = mountSlotRoutes;",
  // sandbox-wiring-uses-public-surfaces: the wiring takes the service, not a private module.
  'edge/sandbox/default-hooks.ts': "import { postLedger } from './ledger/service';\nimport { spin } from './games/spin';\nexport const hooks = [postLedger, spin];",
  // sandbox-lib-is-shared: not even a service.
  'edge/sandbox/lib/bad.ts': "import { postLedger } from '../ledger/service';\nexport const b = postLedger;",
};
Object.assign(TREE, SANDBOX_TREE);

let root = '';
let violations: IViolation[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, source] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${source}\n`);
  }
  // So that 'preact/hooks' resolves into node_modules as it does in the real tree.
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  ({ violations } = await checkDependencies(root));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const found = (rule: string) => violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} -> ${v.to}`);

describe('layer rules (.dependency-cruiser.mjs)', () => {
  it('features never import another feature', () => {
    expect(found('features-are-islands')).toEqual(['client/features/games/games-page.tsx -> client/features/home/own.ts']);
  });

  it('ui/ imports no store', () => {
    expect(found('ui-is-presentational')).toEqual(['client/ui/button.tsx -> client/stores/other.ts']);
  });

  it('api/ is only the transport: it imports the contract, no store and nothing of lib/', () => {
    expect(found('api-is-only-the-transport').sort()).toEqual(['client/api/device-user.ts -> client/lib/pure.ts', 'client/api/http.ts -> client/stores/session.ts']);
  });

  it('the contract imports none of its users', () => {
    expect(found('contract-stands-alone')).toEqual(['contract/bad.ts -> client/stores/session.ts']);
  });

  it('stores import no ui and hold no hooks', () => {
    expect(found('stores-import-no-ui')).toEqual(['client/stores/session.ts -> client/ui/button.tsx']);
    expect(found('stores-hold-no-hooks')).toHaveLength(1);
    expect(found('stores-hold-no-hooks')[0]).toMatch(/^client\/stores\/hooked\.ts -> .*preact\/hooks/);
  });

  it('widgets import no feature', () => {
    expect(found('widgets-import-no-feature')).toEqual(['client/widgets/tile.tsx -> client/features/home/own.ts']);
  });

  it('lib/ imports no store and nothing of api/ but the contract', () => {
    expect(found('lib-is-pure')).toEqual(['client/lib/pure.ts -> client/stores/session.ts']);
    expect(found('lib-does-no-http')).toEqual(['client/lib/http-user.ts -> client/api/http.ts']);
  });

  it('the edge imports nothing of client/, the client nothing of edge/', () => {
    expect(found('edge-imports-no-client')).toEqual(['edge/routes/bad.ts -> client/stores/session.ts']);
    expect(found('client-imports-no-edge')).toEqual(['client/stores/edgy.ts -> edge/routes/proxy.ts']);
  });

  it('the edge never imports the sandbox, save a type', () => {
    expect(found('edge-imports-no-sandbox')).toEqual(['edge/routes/sandboxed.ts -> edge/sandbox/start.ts']);
  });

  it('client code imports schemas only as types', () => {
    expect(found('client-imports-schemas-as-types')).toEqual(['client/features/auth/valued.ts -> contract/auth.schemas.ts']);
  });

  it('reports import cycles, type-only ones too', () => {
    const cycles = found('no-circular');
    expect(cycles.some((c) => c.includes('cycle-a'))).toBe(true);
    expect(cycles.some((c) => c.includes('type-a'))).toBe(true);
    expect(cycles.every((c) => c.includes('cycle-') || c.includes('type-'))).toBe(true);
  });
});

describe('sandbox domain rules (.dependency-cruiser.mjs, sandbox-*)', () => {
  it('a domain reaches another only through its service.ts (lib/ and its own modules are free)', () => {
    expect(found('sandbox-domains-meet-through-services').sort()).toEqual([
      'edge/sandbox/games/borrowed.ts -> edge/sandbox/ledger/handlers.ts',
      'edge/sandbox/games/sneaky.ts -> edge/sandbox/ledger/ledger.ts',
    ]);
  });

  it('handlers are imported by registry.ts alone, routes by app.ts alone', () => {
    expect(found('sandbox-handlers-only-in-registry').sort()).toEqual([
      'edge/sandbox/games/borrowed.ts -> edge/sandbox/ledger/handlers.ts',
      'edge/sandbox/games/own-handler-user.ts -> edge/sandbox/games/handlers.ts',
    ]);
    expect(found('sandbox-routes-only-in-app')).toEqual(['edge/sandbox/games/lobby.ts -> edge/sandbox/games/slot-routes.ts']);
  });

  it('the top-level wiring sees services, entry points and the shared folders; lib/ imports no domain', () => {
    expect(found('sandbox-wiring-uses-public-surfaces')).toEqual(['edge/sandbox/default-hooks.ts -> edge/sandbox/games/spin.ts']);
    expect(found('sandbox-lib-is-shared')).toEqual(['edge/sandbox/lib/bad.ts -> edge/sandbox/ledger/service.ts']);
  });
});
