// Issue 27: open checkouts hold their room in the channel's daily limit (four ₱50,000 GCash
// checkouts opened at once were all paid against a ₱100,000 limit), and a break or an exclusion
// closes the player's open orders, so a late payment is refused and recorded as refunded to the
// provider, never credited.
import { describe, expect, it } from 'vitest';
import { WalletErrorCode } from '../../../../contract/wallet';
import { signNotification } from '../../../../edge/sandbox/wallet/provider-routes';
import { ledgerMismatches, makeSandbox, TEST_PROVIDER_SECRET, type TestSandbox } from '../helpers';
import { coinOf, fundedPlayer } from '../games/game-helpers';

const PESO = 100;
let request = 0;
const rid = () => `hold-request-${++request}`;

const checkout = async (sandbox: TestSandbox, token: string, amount = 50_000 * PESO) =>
  (await sandbox.call('recharge', { typeId: 1, amount, requestId: rid() }, token)).body;

/** The player pays on the provider's page (the pay route). */
async function payOnPage(sandbox: TestSandbox, payUrl: string) {
  const url = new URL(payUrl, 'http://sandbox');
  const form = `t=${url.searchParams.get('t')}&action=pay`;
  return sandbox.app.request(url.pathname, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

const notify = (sandbox: TestSandbox, orderNo: string, id: string) =>
  sandbox.app.request('/sandbox/provider/notify', {
    method: 'POST',
    body: JSON.stringify(signNotification(TEST_PROVIDER_SECRET, { notificationId: id, orderNo, outcome: 'paid' })),
    headers: { 'content-type': 'application/json' },
  });

/** What deposits credited (the first deposit also earns a reward, counted apart). */
const deposited = (sandbox: TestSandbox) => sandbox.db.prepare("SELECT COALESCE(SUM(delta), 0) FROM ledger WHERE kind = 'deposit'").pluck().get();

const statusOf = (sandbox: TestSandbox, orderNo: string) => sandbox.db.prepare('SELECT status FROM deposit_orders WHERE order_no = ?').pluck().get(orderNo);

describe("the channel's daily limit", () => {
  it('lets only the checkouts within the limit open when four are opened at once, and they alone can be paid', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const answers = await Promise.all(Array.from({ length: 4 }, () => checkout(sandbox, token)));
    const opened = answers.filter((a) => a.code === 200);
    expect(opened).toHaveLength(2);
    expect(answers.filter((a) => a.code === WalletErrorCode.dailyLimitReached)).toHaveLength(2);
    // What the app shows as used today counts the open checkouts too.
    expect((await sandbox.call('getRechargeInfo', {}, token)).body.todayRecharge).toEqual({ '1': 100_000 * PESO });
    for (const a of opened) expect((await payOnPage(sandbox, a.payUrl)).status).toBe(303);
    expect(deposited(sandbox)).toBe(100_000 * PESO);
    expect(await checkout(sandbox, token, 10_000 * PESO)).toMatchObject({ code: WalletErrorCode.dailyLimitReached, left: 0 });
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('gives the room back when an open checkout expires', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    for (let i = 0; i < 2; i++) expect((await checkout(sandbox, token)).code).toBe(200);
    expect((await checkout(sandbox, token)).code).toBe(WalletErrorCode.dailyLimitReached);
    sandbox.clock.advance(15 * 60_000);
    expect((await checkout(sandbox, token)).code).toBe(200);
  });
});

describe('a break or an exclusion closes open deposit orders', () => {
  for (const kind of ['exclusion', 'break'] as const) {
    it(`${kind}: the provider's late payment is refused and recorded as refunded, never credited`, async () => {
      const sandbox = makeSandbox();
      const { token, userId } = await fundedPlayer(sandbox, 0);
      const start = coinOf(sandbox, userId);
      const open = await checkout(sandbox, token, 10_000 * PESO);
      const duration = kind === 'break' ? '24h' : '6m';
      expect((await sandbox.call('startPlayBreak', { kind, duration, password: 'secret12' }, token)).body.code).toBe(200);
      expect(statusOf(sandbox, open.order.orderNo)).toBe('expired');
      // The player presses "Pay" on the provider's page that was still open: nothing is taken.
      expect((await payOnPage(sandbox, open.payUrl)).status).toBe(303);
      // The provider had taken the money anyway and says so: refused, kept as refunded.
      expect((await notify(sandbox, open.order.orderNo, 'late-payment-000001')).status).toBe(200);
      expect(statusOf(sandbox, open.order.orderNo)).toBe('expired');
      expect(coinOf(sandbox, userId)).toBe(start);
      expect(sandbox.db.prepare('SELECT total_recharge FROM users WHERE id = ?').pluck().get(userId)).toBe(0);
      expect(sandbox.db.prepare('SELECT outcome, result FROM provider_notifications WHERE order_no = ?').all(open.order.orderNo)).toEqual([{ outcome: 'paid', result: 'refunded' }]);
      expect(sandbox.db.prepare("SELECT COUNT(*) FROM ledger WHERE kind = 'deposit'").pluck().get()).toBe(0);
      expect(ledgerMismatches(sandbox.db)).toEqual([]);
    });
  }

  it('refunds a second payment of an order already paid, and applies a redelivery once', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const open = await checkout(sandbox, token, 10_000 * PESO);
    await notify(sandbox, open.order.orderNo, 'first-payment-00001');
    await notify(sandbox, open.order.orderNo, 'first-payment-00001');
    await notify(sandbox, open.order.orderNo, 'second-payment-0001');
    expect(deposited(sandbox)).toBe(10_000 * PESO);
    const results = sandbox.db.prepare('SELECT notification_id AS id, result FROM provider_notifications ORDER BY id').all();
    expect(results).toEqual([
      { id: 'first-payment-00001', result: 'applied' },
      { id: 'second-payment-0001', result: 'refunded' },
    ]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });
});
