// Operator and test switches under /sandbox/dev/* (only when the app runs with `dev`; the edge
// never forwards these paths).
import type { Hono } from 'hono';
import * as v from 'valibot';
import { ACCOUNT_PATTERN, MOBILE_PATTERN } from '../../../contract/fields.schemas';
import type { AppConfig } from '../../../contract/core';
import type { SandboxDb } from '../db-types';
import { ORDER_NO_PATTERN, WITHDRAW_ORDER_NO_PATTERN } from '../../../contract/wallet-order';
import { readLimitedBody } from '../../middleware/body-limit';
import { HttpFailure } from '../handler';
import { readSmsOutbox } from '../auth/service';
import type { ConfigStore } from '../config/service';
import { addReply, feedbackCategory, replyFor } from '../feedback/service';
import { kycState, settleSubmission } from '../kyc/service';
import { postLedger } from '../ledger/service';
import { moveProps } from '../props/service';
import { newToken } from '../lib/secrets';
import { findUserByAccount } from '../users/service';
import { setVip } from '../vip/service';
import { publicOrder, publicRequest, setPlatformBalance, settleOrder, settleWithdrawal } from '../wallet/service';
import { configPatchSchema } from './config-patch';
import { GAME_LIST_PATCH_MAX_BYTES, gameListPatchSchema, patchGameList } from './game-list-patch';

async function jsonBody(req: { text(): Promise<string> }): Promise<unknown> {
  try {
    return JSON.parse(await req.text());
  } catch {
    throw new HttpFailure(400, 'Malformed JSON body');
  }
}

/** The JSON body, or a 413 past `maxBytes`. */
async function limitedJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const bytes = await readLimitedBody(req, maxBytes);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpFailure(400, 'Malformed JSON body');
  }
}

async function optionalJsonBody(req: { text(): Promise<string> }): Promise<unknown> {
  const text = await req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpFailure(400, 'Malformed JSON body');
  }
}

function parse<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const field = v.getDotPath(result.issues[0]);
  throw new HttpFailure(400, field ? `Invalid value for ${field}` : 'Invalid request', field ? { field } : {});
}

/** The sandbox clock's offset from the real one (ms), moved by journeys of daily rewards. */
export interface DevClock {
  offset(): number;
  setOffset(ms: number): void;
}

/** Adds the dev endpoints to `app`. */
export function mountDevRoutes(app: Hono, deps: { db: SandboxDb; now: () => number; config: ConfigStore; clock?: DevClock }): void {
  const { db, now, config, clock } = deps;

  app.get('/sandbox/dev/health', (c) => c.json({ ok: true }));

  app.get('/sandbox/dev/sms-outbox', (c) => {
    const mobile = parse(v.pipe(v.string(), v.regex(MOBILE_PATTERN)), c.req.query('mobile') ?? '');
    const rows = readSmsOutbox(db, mobile);
    return c.json({ messages: rows }, 200, { 'cache-control': 'no-store' });
  });

  // `endTime` (optional, ms since the epoch): when the operator expects to open again; the
  // maintenance page shows it in Manila time. Turning maintenance off forgets it.
  app.post('/sandbox/dev/maintenance', async (c) => {
    const { status, endTime } = parse(
      v.object({ status: v.picklist([0, 1]), endTime: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8.64e15))) }),
      await jsonBody(c.req),
    );
    config.setMaintenance(status, endTime);
    return c.json(config.get().maintenance);
  });

  // Tops a player up (or down) through the ledger, for end-to-end tests of games.
  app.post('/sandbox/dev/credit', async (c) => {
    const { account, amount } = parse(
      v.object({
        account: v.pipe(v.string(), v.maxLength(32), v.regex(ACCOUNT_PATTERN)),
        amount: v.pipe(v.number(), v.integer(), v.minValue(-100_000_000), v.maxValue(100_000_000)),
      }),
      await jsonBody(c.req),
    );
    const user = findUserByAccount(db, account);
    if (!user) throw new HttpFailure(404, 'No such account');
    if (user.coin + amount < 0) throw new HttpFailure(400, 'The balance would go negative');
    const coin = postLedger(db, { userId: user.id, delta: amount, kind: 'adjustment', ref: 'dev', now: now() });
    return c.json({ coin });
  });

  // The sandbox operator replies to a feedback at once (with `content`, or its category's reply).
  app.post('/sandbox/dev/feedback/:id/reply', async (c) => {
    const id = parse(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)), c.req.param('id'));
    const body = c.req.header('content-length') === '0' ? {} : await jsonBody(c.req);
    const { content } = parse(v.object({ content: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000))) }), body);
    const category = feedbackCategory(db, id);
    if (!category || !addReply(db, id, content ?? replyFor(category), now())) throw new HttpFailure(404, 'No such feedback');
    return c.json({ id });
  });

  // Gives (or takes) a player props that are not money (diamonds, coupons, scratch cards), for
  // end-to-end tests of the diamond shop and the draws; never below zero.
  app.post('/sandbox/dev/props', async (c) => {
    const { account, propId, count } = parse(
      v.object({
        account: v.pipe(v.string(), v.maxLength(32), v.regex(ACCOUNT_PATTERN)),
        propId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999)),
        count: v.pipe(v.number(), v.integer(), v.minValue(-1_000_000), v.maxValue(1_000_000), v.check((n) => n !== 0, 'count must not be 0')),
      }),
      await jsonBody(c.req),
    );
    const user = findUserByAccount(db, account);
    if (!user) throw new HttpFailure(404, 'No such account');
    const moved = moveProps(db, { userId: user.id, propId, delta: count, kind: 'dev', key: `dev:${newToken()}`, now: now() });
    if (!moved.moved) throw new HttpFailure(400, 'The count would go negative');
    return c.json({ propId, count: moved.count });
  });

  // Makes a player VIP (or not): VIP service lines, the VIP badge.
  app.post('/sandbox/dev/vip', async (c) => {
    const { account, vip } = parse(
      v.object({ account: v.pipe(v.string(), v.maxLength(32), v.regex(ACCOUNT_PATTERN)), vip: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30)) }),
      await jsonBody(c.req),
    );
    const user = findUserByAccount(db, account);
    if (!user) throw new HttpFailure(404, 'No such account');
    setVip(db, user.id, vip);
    return c.json({ vip });
  });

  // Settles a created deposit order as its provider would (pay, cancel) or lets it expire, at once.
  app.post('/sandbox/dev/deposits/:orderNo/:outcome', (c) => {
    const orderNo = parse(v.pipe(v.string(), v.regex(ORDER_NO_PATTERN)), c.req.param('orderNo'));
    const outcome = parse(v.picklist(['pay', 'cancel', 'expire']), c.req.param('outcome'));
    const order = settleOrder(db, config.get(), orderNo, outcome === 'pay' ? 'paid' : outcome === 'cancel' ? 'cancelled' : 'expired', now());
    if (!order) throw new HttpFailure(404, 'No such order');
    return c.json({ order: publicOrder(order) });
  });

  // Pays or refuses a pending withdrawal at once, as the operator's review would.
  app.post('/sandbox/dev/withdrawals/:orderNo/:outcome', (c) => {
    const orderNo = parse(v.pipe(v.string(), v.regex(WITHDRAW_ORDER_NO_PATTERN)), c.req.param('orderNo'));
    const outcome = parse(v.picklist(['pay', 'refuse']), c.req.param('outcome'));
    const request = settleWithdrawal(db, orderNo, outcome === 'pay' ? 'paid' : 'refused', outcome === 'refuse' ? 'Refused by the operator' : null, now());
    if (!request) throw new HttpFailure(404, 'No such withdrawal');
    return c.json({ request: publicRequest(request) });
  });

  // Sets a player's balance on a game platform (a stand-in for play there), for retrieveBalance.
  app.post('/sandbox/dev/platform-balance', async (c) => {
    const { account, platformId, amount } = parse(
      v.object({
        account: v.pipe(v.string(), v.maxLength(32), v.regex(ACCOUNT_PATTERN)),
        platformId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
        amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)),
      }),
      await jsonBody(c.req),
    );
    const user = findUserByAccount(db, account);
    if (!user) throw new HttpFailure(404, 'No such account');
    setPlatformBalance(db, user.id, platformId, amount, now());
    return c.json({ platformId, amount });
  });

  // Approves or rejects a player's pending KYC submission at once (a rejection carries its reason).
  app.post('/sandbox/dev/kyc/:account/:outcome', async (c) => {
    const account = parse(v.pipe(v.string(), v.maxLength(32), v.regex(ACCOUNT_PATTERN)), c.req.param('account'));
    const outcome = parse(v.picklist(['approve', 'reject']), c.req.param('outcome'));
    const { reason } = parse(v.object({ reason: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))) }), await optionalJsonBody(c.req));
    const user = findUserByAccount(db, account);
    if (!user) throw new HttpFailure(404, 'No such account');
    const settled = settleSubmission(db, user.id, outcome === 'approve' ? 'approved' : 'rejected', reason ?? 'The ID photo is not readable', now());
    if (!settled) throw new HttpFailure(404, 'No pending verification');
    return c.json({ kyc: kycState(db, user.id, now()) });
  });

  // Adds, changes or removes games. The new list, its gameListVersion (one up) and its record for
  // preLogin's deltas are written in one transaction.
  app.post('/sandbox/dev/games', async (c) => {
    const patch = parse(gameListPatchSchema, await limitedJsonBody(c.req.raw, GAME_LIST_PATCH_MAX_BYTES));
    const next = config.update((stored) => patchGameList(stored, patch), now());
    return c.json({ gameListVersion: next.gameListVersion, v: next.v, games: next.appGameList.length });
  });

  // Moves the sandbox clock: `offsetMs` ahead of real time (0 to a year; 0 puts it back). An empty
  // body reads it. Daily rewards follow the moved Manila day; the lane fixture puts it back.
  app.post('/sandbox/dev/clock', async (c) => {
    if (!clock) throw new HttpFailure(404, 'Not found');
    const { offsetMs } = parse(v.object({ offsetMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366 * 24 * 3600_000))) }), await optionalJsonBody(c.req));
    if (offsetMs !== undefined) clock.setOffset(offsetMs);
    return c.json({ offsetMs: clock.offset(), now: now() });
  });

  app.post('/sandbox/dev/config', async (c) => {
    const patch = parse(configPatchSchema, await jsonBody(c.req)) as Partial<AppConfig>;
    config.update(patch, now());
    return c.json(config.get());
  });
}
