// The sandbox operator API: `POST /app/v1/<call>` for every call of the contract, the stand-in
// identity provider under /sandbox/idp/*, generated art under /sandbox/art/*, the demo slot game
// under /sandbox/games/*, the stand-in payment provider under /sandbox/pay/* and
// /sandbox/provider/*, and (dev only) operator/test endpoints.
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { CALLS, isCallName } from '../../contract/all';
import { API_BASE, type CallRow } from '../../contract/call-row';
import { readLimitedBody } from '../middleware/body-limit';
import { clientKey } from '../rate-limit/client-key';
import { REQUEST_SCHEMAS } from '../../contract/all.schemas';
import type { SandboxDb } from './db-types';
import { createConfigStore } from './config/service';
import { CallFailure, HttpFailure, type HandlerContext, type Session } from './handler';
import { HANDLERS } from './registry';
import { DEFAULT_HOOKS } from './default-hooks';
import type { SandboxHooks } from './hooks';
import { bearerToken, resolveSession } from './auth/service';
import { mountDevRoutes } from './dev/routes';
import { mountKycImageRoute } from './kyc/image-route';
import { mountIdpRoutes } from './idp/routes';
import { mountArtRoutes } from './art/routes';
import { mountSlotRoutes } from './games/slot-routes';
import { mountProviderRoutes } from './wallet/provider-routes';
import { newToken } from './lib/secrets';
import { cryptoRandomInt, type RandomInt } from './lib/random';
import { mountChatRoutes } from './service/chat-routes';
import { mountFeedbackImageRoutes } from './feedback/image-routes';
import { mountAvatarRoute } from './member/avatar-route';
import { sharedBrowserAssets, type BrowserAssets } from './browser-assets';

export interface SandboxAppOptions {
  db: SandboxDb;
  /** Clock in milliseconds (tests inject one). */
  now?: () => number;
  /** Enables /sandbox/dev/* (outbox, maintenance and config switches). */
  dev?: boolean;
  log?: (line: string) => void;
  /** Where the browser files come from (default: built files, or bundled from sources). */
  browserAssets?: BrowserAssets;
  /** Hook lists that replace the defaults (DEFAULT_HOOKS: registration, settlement, login, deposit). */
  hooks?: Partial<SandboxHooks>;
  /** Chance for rewards (default crypto.randomInt; tests pass seededRandomInt). */
  random?: RandomInt;
  /** Key the stand-in payment provider signs its notifications with (default: random per start). */
  providerSecret?: string;
}

/** Loose view of a registry entry, for dispatch by a runtime call name. */
interface AnyEntry {
  run: (ctx: HandlerContext, req: unknown) => unknown;
  duringMaintenance?: boolean;
}

const NO_STORE = { 'cache-control': 'no-store' };

/** Builds the sandbox app over an open database. */
export function createSandboxApp(options: SandboxAppOptions): Hono {
  const { db } = options;
  const clockNow = options.now ?? Date.now;
  // Dev only: journeys of daily rewards move the sandbox clock forward (/sandbox/dev/clock).
  let clockOffset = 0;
  const now = (): number => clockNow() + clockOffset;
  const log = options.log ?? ((line: string) => console.log(line));
  const config = createConfigStore(db);
  const hooks: SandboxHooks = { ...DEFAULT_HOOKS, ...options.hooks };
  const random = options.random ?? cryptoRandomInt;
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpFailure) return c.json({ ...error.extra, code: error.status, msg: error.message }, error.status, NO_STORE);
    // The body reader's 400/413 carry their JSON answer already.
    if (error instanceof HTTPException) return error.getResponse();
    log(`[sandbox] ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return c.json({ code: 500, msg: 'Internal server error' }, 500, NO_STORE);
  });
  app.notFound((c) => c.json({ code: 404, msg: 'Not found' }, 404));

  app.post(`${API_BASE}/*`, async (c) => {
    const name = c.req.path.slice(API_BASE.length + 1);
    if (!isCallName(name)) throw new HttpFailure(404, 'Unknown call');
    const row: CallRow = CALLS[name];
    const entry = HANDLERS[name] as unknown as AnyEntry;
    if (!entry.duringMaintenance && config.maintenance() === 1) throw new HttpFailure(503, 'The service is under maintenance');

    const body = await readBody(c, row);
    const ctx = handlerContext(c, row);
    const parsed = v.safeParse(REQUEST_SCHEMAS[name] as v.GenericSchema<unknown, unknown>, body);
    if (!parsed.success) {
      const field = v.getDotPath(parsed.issues[0]);
      throw new HttpFailure(400, field ? `Invalid value for ${field}` : 'Invalid request', field ? { field } : {});
    }

    const codeField = row.envelope === 'code' ? 'code' : 'errcode';
    const success = { [codeField]: row.envelope === 'code' ? 200 : 0, msg: 'success' };
    try {
      const result = (await entry.run(ctx, parsed.output)) as Record<string, unknown>;
      return c.json(row.envelope === 'data' ? { ...success, data: result } : { ...result, ...success }, 200, NO_STORE);
    } catch (error) {
      if (!(error instanceof CallFailure)) throw error;
      return c.json({ ...error.extra, [codeField]: error.code, msg: error.message }, 200, NO_STORE);
    }
  });

  function handlerContext(c: Context, row: CallRow): HandlerContext {
    const header = c.req.header('authorization');
    const at = now();
    const session = row.session === 'none' ? null : sessionAt(header, at);
    if (!session && row.session === 'required') throw new HttpFailure(401, 'Please log in again');
    return { db, now: at, session, tokenPresented: Boolean(header?.trim()), config, hooks, log, random, address: clientAddress(c) };
  }

  /** The live session of an `authorization: Bearer` header at `at`, or null. */
  function sessionAt(header: string | undefined, at: number): Session | null {
    const token = bearerToken(header);
    return token ? resolveSession(db, token, at) : null;
  }

  const assets = options.browserAssets ?? sharedBrowserAssets();
  mountIdpRoutes(app, { db, now, assets });
  mountArtRoutes(app, { db, config });
  mountSlotRoutes(app, { db, now, config, assets, hooks: hooks.settlement });
  mountChatRoutes(app, { assets });
  mountFeedbackImageRoutes(app, { db });
  mountProviderRoutes(app, { db, now, config, secret: options.providerSecret ?? newToken() });
  mountKycImageRoute(app, { db, sessionOf: (header) => sessionAt(header, now()) });
  mountAvatarRoute(app, { db });
  if (options.dev) mountDevRoutes(app, { db, now, config, clock: { offset: () => clockOffset, setOffset: (ms) => (clockOffset = ms) } });
  return app;
}

/**
 * The player's address, keyed as the edge's rate limits key it (an IPv6 /64 is one client). The
 * sandbox listens on 127.0.0.1, so only the edge reaches it, and the edge replaces
 * X-Forwarded-For with the one address it believes (last entry, to be safe).
 */
function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
  if (forwarded) return clientKey(forwarded.slice(0, 64));
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return clientKey(env?.incoming?.socket?.remoteAddress ?? '');
}

/** The request body as an object (JSON, or multipart fields and files), within the row's limit. */
async function readBody(c: Context, row: CallRow): Promise<Record<string, unknown>> {
  const bytes = await readLimitedBody(c.req.raw, row.maxBodyBytes);
  const type = c.req.header('content-type') ?? '';
  if (row.body === 'multipart') {
    if (!/^multipart\/form-data\s*;/i.test(type)) throw new HttpFailure(415, 'The body must be multipart/form-data');
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new HttpFailure(400, 'Malformed multipart body');
    }
    const fields: Record<string, unknown> = {};
    // One value per name: a repeated field is refused rather than guessed at.
    for (const [key, value] of form.entries()) {
      if (key in fields) throw new HttpFailure(400, `Repeated field ${key}`);
      fields[key] = value;
    }
    return fields;
  }
  let body: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpFailure(400, 'Malformed JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpFailure(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}
