// The sandbox operator API: `POST /app/v1/<call>` for every call of the contract, the stand-in
// identity provider under /sandbox/idp/*, generated art under /sandbox/art/*, the demo slot game
// under /sandbox/games/*, and (dev only) operator/test endpoints.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { API_BASE, CALLS, isCallName, type CallName } from '../../client/api/contract';
import { REQUEST_SCHEMAS } from '../../client/api/schemas';
import type { SandboxDb } from './db';
import { createConfigStore } from './config/config-store';
import { CallFailure, HttpFailure, type HandlerContext } from './handler';
import { HANDLERS } from './registry';
import { bearerToken, resolveSession } from './auth/sessions';
import { mountDevRoutes } from './dev/routes';
import { mountIdpRoutes } from './idp/routes';
import { mountArtRoutes } from './art/routes';
import { mountSlotRoutes } from './games/slot-routes';
import { sharedBrowserAssets, type BrowserAssets } from './browser-assets';
import type { SettlementHook } from './settlement/settlement-hooks';

export interface SandboxAppOptions {
  db: SandboxDb;
  /** Clock in milliseconds (tests inject one). */
  now?: () => number;
  /** Enables /sandbox/dev/* (outbox, maintenance and config switches). */
  dev?: boolean;
  log?: (line: string) => void;
  /** Where the browser files come from (default: built files, or bundled from sources). */
  browserAssets?: BrowserAssets;
  /** Hooks run inside every settled bet (default: DEFAULT_SETTLEMENT_HOOKS). */
  settlementHooks?: readonly SettlementHook[];
}

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Loose view of a registry entry, for dispatch by a runtime call name. */
interface AnyEntry {
  run: (ctx: HandlerContext, req: unknown) => unknown;
  duringMaintenance?: boolean;
  envelope?: 'code' | 'errcode';
  sessionOptional?: boolean;
}

const NO_STORE = { 'cache-control': 'no-store' };

/** Builds the sandbox app over an open database. */
export function createSandboxApp(options: SandboxAppOptions): Hono {
  const { db } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const config = createConfigStore(db);
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpFailure) return c.json({ ...error.extra, code: error.status, msg: error.message }, error.status, NO_STORE);
    log(`[sandbox] ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return c.json({ code: 500, msg: 'Internal server error' }, 500, NO_STORE);
  });
  app.notFound((c) => c.json({ code: 404, msg: 'Not found' }, 404));

  app.post(
    `${API_BASE}/*`,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ code: 413, msg: 'Request body too large' }, 413, NO_STORE) }),
    async (c) => {
      const name = c.req.path.slice(API_BASE.length + 1);
      if (!isCallName(name)) throw new HttpFailure(404, 'Unknown call');
      const entry = HANDLERS[name] as unknown as AnyEntry;
      if (!entry.duringMaintenance && config.maintenance() === 1) throw new HttpFailure(503, 'The service is under maintenance');

      const body = await readJsonObject(c);
      const ctx = handlerContext(c, name, entry);
      const parsed = v.safeParse(REQUEST_SCHEMAS[name] as v.GenericSchema<unknown, unknown>, body);
      if (!parsed.success) {
        const field = v.getDotPath(parsed.issues[0]);
        throw new HttpFailure(400, field ? `Invalid value for ${field}` : 'Invalid request', field ? { field } : {});
      }

      const success = entry.envelope === 'errcode' ? { errcode: 0 } : { code: 200 };
      try {
        const result = (await entry.run(ctx, parsed.output)) as Record<string, unknown>;
        return c.json({ ...result, ...success, msg: 'success' }, 200, NO_STORE);
      } catch (error) {
        if (!(error instanceof CallFailure)) throw error;
        const codeField = entry.envelope === 'errcode' ? 'errcode' : 'code';
        return c.json({ ...error.extra, [codeField]: error.code, msg: error.message }, 200, NO_STORE);
      }
    },
  );

  function handlerContext(c: Context, name: CallName, entry: AnyEntry): HandlerContext {
    const header = c.req.header('authorization');
    const token = bearerToken(header);
    const at = now();
    const session = token ? resolveSession(db, token, at) : null;
    if (!session && !CALLS[name].anonymous && !entry.sessionOptional) throw new HttpFailure(401, 'Please log in again');
    return { db, now: at, session, tokenPresented: Boolean(header?.trim()), config, log };
  }

  const assets = options.browserAssets ?? sharedBrowserAssets();
  mountIdpRoutes(app, { db, now, assets });
  mountArtRoutes(app, { db, config });
  mountSlotRoutes(app, { db, now, config, assets, hooks: options.settlementHooks });
  if (options.dev) mountDevRoutes(app, { db, now, config });
  return app;
}

/** The request body as a JSON object, or a 400. */
async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpFailure(400, 'Malformed JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpFailure(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}
