import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../contract/call-row';
import { GamesErrorCode } from '../../../../contract/games';
import { settleSpin, SpinFailure } from '../../../../edge/sandbox/games/spin';
import { TRY_IT_BALANCE } from '../../../../edge/sandbox/games/game-sessions';
import { PAYTABLE } from '../../../../edge/sandbox/games/slot-engine';
import { postLedger } from '../../../../edge/sandbox/ledger/ledger';
import { DEFAULT_HOOKS } from '../../../../edge/sandbox/default-hooks';
import { ledgerMismatches, makeSandbox } from '../helpers';
import { coinOf, fundedPlayer, gameApi, startGame } from './game-helpers';

const ledgerCount = (sandbox: ReturnType<typeof makeSandbox>, userId: number) =>
  sandbox.db.prepare('SELECT COUNT(*) FROM ledger WHERE user_id = ?').pluck().get(userId) as number;

describe('demo game API', () => {
  it('answers the state: game, balance, bets, paytable, paylines', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox);
    const { session } = await startGame(sandbox, token, 1001);
    const { status, body } = await gameApi(sandbox, 'state', { session });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, gameId: 1001, tryIt: 0, balance: coinOf(sandbox, userId), bets: [100, 200, 500, 1000, 2000, 5000] });
    expect(body.gameName).toBe((await sandbox.call('preLogin', { deviceId: 'x' })).body.config.appGameList.find((g: { id: number }) => g.id === 1001).name);
    expect(body.paytable).toHaveLength(8);
    expect(body.paylines).toHaveLength(10);
    expect((await gameApi(sandbox, 'state', { session: 'x'.repeat(43) })).status).toBe(403);
    expect((await gameApi(sandbox, 'state', { session: '<bad>' })).status).toBe(400);
  });

  it('settles many spins: balance moves by exactly win - bet, rounds recorded, totals updated, ledger invariant holds', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 1_000_000);
    const { session } = await startGame(sandbox, token, 1001);
    let expected = coinOf(sandbox, userId);
    let betTotal = 0;
    let winTotal = 0;
    for (let i = 0; i < 120; i++) {
      const bet = [100, 500, 2000][i % 3];
      const { status, body } = await gameApi(sandbox, 'spin', { session, bet });
      expect(status).toBe(200);
      expect(body.reels).toHaveLength(5);
      expect(body.win).toBe(body.wins.reduce((sum: number, w: { amount: number }) => sum + w.amount, 0));
      expected += body.win - bet;
      betTotal += bet;
      winTotal += body.win;
      expect(body.balance).toBe(expected);
    }
    expect(coinOf(sandbox, userId)).toBe(expected);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
    const user = sandbox.db.prepare('SELECT bet, vip_exp FROM users WHERE id = ?').get(userId) as { bet: number; vip_exp: number };
    expect(user).toEqual({ bet: betTotal, vip_exp: betTotal });
    const rounds = sandbox.db.prepare('SELECT COUNT(*) AS n, SUM(bet) AS bet, SUM(win) AS win FROM bet_rounds WHERE user_id = ?').get(userId);
    expect(rounds).toEqual({ n: 120, bet: betTotal, win: winTotal });
    const last = sandbox.db.prepare('SELECT * FROM bet_rounds WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(userId) as Record<string, unknown>;
    expect(last).toMatchObject({ game_id: 1001, balance_after: expected, created_at: sandbox.clock.now });
    expect(JSON.parse(last.reels as string)).toHaveLength(5);
    const refreshed = await sandbox.call('refreshData', {}, token);
    expect(refreshed.body).toMatchObject({ coin: expected, bet: betTotal, vipExp: betTotal });
  });

  it('credits a win through the ledger as its own entry (forced reels)', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox);
    const { session } = await startGame(sandbox, token, 1001);
    const before = coinOf(sandbox, userId);
    const config = (await sandbox.call('anonymous/appConfig', {})).body.config;
    const result = settleSpin(sandbox.db, { token: session, bet: 100, now: sandbox.clock.now, config, random: () => 0, hooks: DEFAULT_HOOKS.settlement });
    if (result instanceof SpinFailure) throw new Error(result.message);
    expect(result.win).toBe(10 * 10 * PAYTABLE.seven[2]);
    expect(coinOf(sandbox, userId)).toBe(before - 100 + result.win);
    const kinds = sandbox.db.prepare("SELECT kind, delta FROM ledger WHERE user_id = ? AND kind IN ('bet', 'win') ORDER BY id").all(userId);
    expect(kinds).toEqual([{ kind: 'bet', delta: -100 }, { kind: 'win', delta: result.win }]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('tryIt plays with 100000 demo credits and never touches the ledger or the records', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const coin = coinOf(sandbox, userId);
    const entries = ledgerCount(sandbox, userId);
    const { session } = await startGame(sandbox, token, 1001, 1);
    expect((await gameApi(sandbox, 'state', { session })).body).toMatchObject({ tryIt: 1, balance: TRY_IT_BALANCE });
    let demo = TRY_IT_BALANCE;
    for (let i = 0; i < 20; i++) {
      const { body } = await gameApi(sandbox, 'spin', { session, bet: 500 });
      demo += body.win - 500;
      expect(body).toMatchObject({ code: 200, tryIt: 1, balance: demo });
    }
    expect(coinOf(sandbox, userId)).toBe(coin);
    expect(ledgerCount(sandbox, userId)).toBe(entries);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM bet_rounds').pluck().get()).toBe(0);
    expect(sandbox.db.prepare('SELECT bet, vip_exp FROM users WHERE id = ?').get(userId)).toEqual({ bet: 0, vip_exp: 0 });
  });

  it('refuses a bet over the balance, an invalid bet and a closed or unknown session', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    const { session } = await startGame(sandbox, token, 1001);
    const coin = coinOf(sandbox, userId);
    expect(coin).toBeLessThan(5000);
    const poor = await gameApi(sandbox, 'spin', { session, bet: 5000 });
    expect(poor).toEqual({ status: 400, body: { code: GamesErrorCode.insufficientBalance, msg: expect.any(String) } });
    for (const bet of [0, 150, -100, 100.5, '100', 1e9]) {
      const { status, body } = await gameApi(sandbox, 'spin', { session, bet });
      expect(status, String(bet)).toBe(400);
      expect(body.code).toBe(ErrorCode.badRequest);
    }
    expect(coinOf(sandbox, userId)).toBe(coin);
    const raw = await sandbox.app.request('/sandbox/games/api/spin', { method: 'POST', body: '{"session":' });
    expect(raw.status).toBe(400);
    expect((await gameApi(sandbox, 'spin', { session: 'A'.repeat(43), bet: 100 })).body.code).toBe(GamesErrorCode.gameSessionInvalid);
    await sandbox.call('exitGame', { gameId: 1001 }, token);
    expect(await gameApi(sandbox, 'spin', { session, bet: 100 })).toEqual({ status: 403, body: { code: GamesErrorCode.gameSessionInvalid, msg: expect.any(String) } });
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM bet_rounds').pluck().get()).toBe(0);
  });

  it('racing spins never overdraw the balance', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await fundedPlayer(sandbox, 0);
    // Exactly enough for 3 bets of 500 (the register bonus is 1000).
    const coin = coinOf(sandbox, userId);
    postLedger(sandbox.db, { userId, delta: 1500 - coin, kind: 'adjustment', now: sandbox.clock.now });
    const { session } = await startGame(sandbox, token, 1001);
    const results = await Promise.all(Array.from({ length: 12 }, () => gameApi(sandbox, 'spin', { session, bet: 500 })));
    const played = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(played.length).toBeGreaterThanOrEqual(3);
    for (const r of refused) expect(r.body.code).toBe(GamesErrorCode.insufficientBalance);
    const final = coinOf(sandbox, userId);
    expect(final).toBeGreaterThanOrEqual(0);
    const wins = played.reduce((sum, r) => sum + (r.body.win as number), 0);
    expect(final).toBe(1500 - played.length * 500 + wins);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM bet_rounds WHERE user_id = ?').pluck().get(userId)).toBe(played.length);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });
});

describe('demo game page', () => {
  it('serves the page and its own script and style, framable by the app only, with no inline code', async () => {
    const sandbox = makeSandbox();
    const page = await sandbox.app.request('/sandbox/games/slot/?session=abc');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<script src="slot.js" defer></script>');
    expect(html).toContain('<link rel="stylesheet" href="slot.css">');
    expect(html).not.toMatch(/<script>|<style|\sstyle=|\son\w+=/);
    expect(html).toContain('Demo credits');
    const js = await sandbox.app.request('/sandbox/games/slot/slot.js');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await js.text();
    // Bundled from browser/slot.ts: the quote style is esbuild's.
    expect(script).toMatch(/postMessage\(\{ source: ["']sandbox-game["'], type: ["']balance["'], coin(: coin)? \}, location\.origin\)/);
    expect(script).not.toMatch(/window\.top|top\.location|innerHTML|eval\(/);
    const css = await sandbox.app.request('/sandbox/games/slot/slot.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
