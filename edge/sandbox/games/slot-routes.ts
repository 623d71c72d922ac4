// The demo slot machine: its page and assets under /sandbox/games/slot/, and its JSON API
// (POST /sandbox/games/api/state and /spin, body { session, bet }). The page is framed by the app
// on the same origin, so it allows frame-ancestors 'self' and never busts out of the frame.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ErrorCode } from '../../../contract/call-row';
import { GamesErrorCode } from '../../../contract/games';
import type { SandboxDb } from '../db-types';
import type { ConfigStore } from '../config/service';
import { readCoin } from '../users/service';
import { findGame } from './game-lookup';
import { resolveGameSession } from './game-sessions';
import { BET_SIZES, PAYLINES, PAYTABLE, SYMBOLS } from './slot-engine';
import { settleSpin, SpinFailure } from './spin';
import { SLOT_PAGE_HTML } from './slot-page';
import type { BrowserAssetName, BrowserAssets } from '../browser-assets';
import type { SettlementHook } from '../hooks';

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
const MAX_API_BODY = 1024;

const sessionToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/));
const stateBody = v.object({ session: sessionToken });
const spinBody = v.object({ session: sessionToken, bet: v.pipe(v.number(), v.integer()) });

/** A stable hue for the game's theme. */
export const gameHue = (gameId: number): number => (gameId * 137) % 360;

const NO_STORE = { 'cache-control': 'no-store' };

async function readBody<T>(c: Context, schema: v.GenericSchema<unknown, T>): Promise<T | null> {
  const text = await c.req.text();
  if (text.length > MAX_API_BODY) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const fail = (c: Context, status: 400 | 403, code: number, msg: string) => c.json({ code, msg }, status, NO_STORE);
const badRequest = (c: Context) => fail(c, 400, ErrorCode.badRequest, 'Invalid request');
const sessionEnded = (c: Context) => fail(c, 403, GamesErrorCode.gameSessionInvalid, 'The game session has ended');

/** Adds the demo game routes to `app`. */
export function mountSlotRoutes(
  app: Hono,
  deps: { db: SandboxDb; now: () => number; config: ConfigStore; assets: BrowserAssets; hooks: readonly SettlementHook[] },
): void {
  const { db, now, config, assets, hooks } = deps;
  const asset = (name: BrowserAssetName, type: string) => async (c: Context) =>
    c.body(await assets(name), 200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });

  app.get('/sandbox/games/slot/', (c) =>
    c.body(SLOT_PAGE_HTML, 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    }),
  );
  app.get('/sandbox/games/slot/slot.js', asset('slot.js', 'text/javascript'));
  app.get('/sandbox/games/slot/slot.css', asset('slot.css', 'text/css'));

  app.post('/sandbox/games/api/state', async (c) => {
    const body = await readBody(c, stateBody);
    if (!body) return badRequest(c);
    const session = db.transaction(() => resolveGameSession(db, body.session, now())).immediate();
    if (!session) return sessionEnded(c);
    const game = findGame(config.get(), session.game_id);
    const coin = readCoin(db, session.user_id) ?? 0;
    return c.json(
      {
        code: 200,
        gameId: session.game_id,
        gameName: game?.name ?? `Game ${session.game_id}`,
        hue: gameHue(session.game_id),
        tryIt: session.try_it,
        balance: session.try_it === 1 ? session.demo_balance : coin,
        bets: BET_SIZES,
        paylines: PAYLINES,
        paytable: SYMBOLS.map((symbol) => ({ symbol, pays: PAYTABLE[symbol] })),
      },
      200,
      NO_STORE,
    );
  });

  app.post('/sandbox/games/api/spin', async (c) => {
    const body = await readBody(c, spinBody);
    if (!body) return badRequest(c);
    const result = settleSpin(db, { token: body.session, bet: body.bet, now: now(), config: config.get(), hooks });
    if (result instanceof SpinFailure) {
      return result.code === GamesErrorCode.gameSessionInvalid ? sessionEnded(c) : fail(c, 400, result.code, result.message);
    }
    return c.json({ code: 200, ...result }, 200, NO_STORE);
  });
}
