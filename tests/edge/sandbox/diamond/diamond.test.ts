// Diamond shop: a diamond for every ₱100 of a paid deposit (in the deposit's transaction), and
// exchanges for bonus coins, goods and scratch cards, each once per request id, refused without the
// diamonds, never below zero however many race; the logs and the masked ticker.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAMOND_CONFIG, DIAMOND_PROP_ID, DiamondErrorCode } from '../../../../contract/diamond';
import { SCRATCH_CARD_PROP_ID } from '../../../../contract/scratch-card';
import { holdingMismatches } from '../../../../edge/sandbox/props/holdings';
import { propCount } from '../../../../edge/sandbox/props/service';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { grantsOf, paidDeposit, PESO } from '../bonus/bonus-helpers';

let n = 0;

async function player(sandbox: TestSandbox, deposit: number) {
  const account = `dia${++n}x${String(Date.now() % 100000).padStart(5, '0')}`;
  const { token, user } = await sandbox.registerAccount(account, 'secret12');
  if (deposit > 0) await paidDeposit(sandbox, token, deposit);
  return { token, userId: user.id as number, account };
}

type Kind = 'diamondExchangeCoin' | 'diamondExchangeGoods' | 'diamondExchangeScratchcard';
const exchange = async (sandbox: TestSandbox, token: string, call: Kind, id: number, requestId: string) => (await sandbox.call(call, { id, requestId }, token)).body;

describe('diamond shop', () => {
  it('gives a diamond for every ₱100 of each paid deposit, the rest earning none', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 550 * PESO);
    expect(propCount(sandbox.db, userId, DIAMOND_PROP_ID)).toBe(5);
    // A later deposit (₱10,000 at least) of ₱10,050: 100 more.
    await paidDeposit(sandbox, token, 10_050 * PESO);
    expect((await sandbox.call('diamondShopData', {}, token)).body).toMatchObject({ code: 200, open: true, diamonds: 105, cards: 0, depositPerDiamond: 10_000 });
    const log = (await sandbox.call('diamondLog', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(log).toMatchObject({ total: 2, pages: 1, list: [{ delta: 100, kind: 'deposit', balance: 105 }, { delta: 5, kind: 'deposit', balance: 5 }] });
    expect((await sandbox.call('diamondShopData', {})).body).toMatchObject({ diamonds: 0, coin: DEFAULT_DIAMOND_CONFIG.coin });
  });

  it('exchanges diamonds for bonus coins, goods (an order) and scratch cards, once per request', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 5_000 * PESO); // 50 diamonds
    const coin = await exchange(sandbox, token, 'diamondExchangeCoin', 1, 'dia-coin-0001');
    expect(coin).toMatchObject({ code: 200, awards: [{ propId: 2001, count: 500 }], bonusStatus: 'locked', diamonds: 40 });
    expect(await exchange(sandbox, token, 'diamondExchangeCoin', 1, 'dia-coin-0001')).toMatchObject({ code: 200, diamonds: 40, awards: [{ propId: 2001, count: 500 }] });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'diamond')).toEqual([{ kind: 'diamond', amount: 500, required: 500, done: 0, status: 'locked' }]);

    const goods = await exchange(sandbox, token, 'diamondExchangeGoods', 11, 'dia-goods-0001');
    expect(goods).toMatchObject({ code: 200, awards: [{ propId: 110001, count: 1 }], diamonds: 20, order: { itemId: 11, diamonds: 20, propId: 110001, count: 1 } });
    expect(goods.order.orderNo).toMatch(/^D\d{8}\d{6}$/);
    expect(propCount(sandbox.db, userId, 110001)).toBe(1);
    const orders = (await sandbox.call('diamondGoodsExchangeOrderLog', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(orders).toMatchObject({ code: 200, total: 1, list: [{ orderNo: goods.order.orderNo, itemId: 11 }] });

    const cards = await exchange(sandbox, token, 'diamondExchangeScratchcard', 21, 'dia-card-0001');
    expect(cards).toMatchObject({ code: 200, awards: [{ propId: SCRATCH_CARD_PROP_ID, count: 1 }], diamonds: 15, cards: 1 });
    expect((await sandbox.call('getScratchCardInfo', {}, token)).body.cards).toBe(1);

    // An item of another section, or one that does not exist, is refused.
    expect((await exchange(sandbox, token, 'diamondExchangeGoods', 1, 'dia-wrong-0001')).code).toBe(DiamondErrorCode.unknownItem);
    expect((await exchange(sandbox, token, 'diamondExchangeCoin', 999, 'dia-wrong-0002')).code).toBe(DiamondErrorCode.unknownItem);
    const log = (await sandbox.call('diamondLog', { pageNum: 1, pageSize: 2 }, token)).body;
    expect(log).toMatchObject({ total: 4, pages: 2, list: [{ delta: -5, kind: 'exchange', balance: 15 }, { delta: -20, kind: 'exchange', balance: 20 }] });
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
    expect(holdingMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses an exchange without the diamonds, and pays 20 concurrent exchanges only as far as the diamonds go', async () => {
    const sandbox = makeSandbox();
    const poor = await player(sandbox, 500 * PESO); // 5 diamonds
    const refused = await exchange(sandbox, poor.token, 'diamondExchangeCoin', 1, 'dia-poor-0001');
    expect(refused).toMatchObject({ code: DiamondErrorCode.notEnough, diamonds: 5 });
    expect(propCount(sandbox.db, poor.userId, DIAMOND_PROP_ID)).toBe(5);
    expect(grantsOf(sandbox, poor.userId).filter((g) => g.kind === 'diamond')).toEqual([]);

    const { token, userId } = await player(sandbox, 2_500 * PESO); // 25 diamonds: two coin exchanges of 10
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => exchange(sandbox, token, 'diamondExchangeCoin', 1, `dia-race-${String(i).padStart(4, '0')}`)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.code === DiamondErrorCode.notEnough)).toHaveLength(18);
    expect(propCount(sandbox.db, userId, DIAMOND_PROP_ID)).toBe(5);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'diamond').map((g) => g.amount)).toEqual([500, 500]);
    // The same request id 20 times at once: one exchange.
    const same = await Promise.all(Array.from({ length: 20 }, () => exchange(sandbox, token, 'diamondExchangeScratchcard', 21, 'dia-same-0001')));
    expect(same.every((a) => a.code === 200 && a.cards === 1)).toBe(true);
    expect(propCount(sandbox.db, userId, DIAMOND_PROP_ID)).toBe(0);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
    expect(holdingMismatches(sandbox.db)).toEqual([]);
  });

  it('closes earning and exchanges with status 0, and refuses a guest', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ diamondConfig: { ...DEFAULT_DIAMOND_CONFIG, status: 0 } });
    const { token, userId } = await player(sandbox, 1_000 * PESO);
    expect(propCount(sandbox.db, userId, DIAMOND_PROP_ID)).toBe(0);
    expect((await exchange(sandbox, token, 'diamondExchangeCoin', 1, 'dia-closed-01')).code).toBe(DiamondErrorCode.closed);
    expect((await sandbox.call('diamondExchangeCoin', { id: 1, requestId: 'dia-guest-01' })).body.code).toBe(401);
  });

  it('shows recent exchanges and scratch wins of all players with masked nicknames', async () => {
    const sandbox = makeSandbox();
    const { token, account } = await player(sandbox, 1_000 * PESO);
    await exchange(sandbox, token, 'diamondExchangeScratchcard', 21, 'dia-tick-0001');
    sandbox.clock.advance(1000);
    await sandbox.call('scratchCardLottery', { requestId: 'dia-tick-scratch' }, token);
    const { list } = (await sandbox.call('appDiamondBonusTickersData', {})).body;
    expect(list.map((t: { kind: string }) => t.kind)).toEqual(['scratch', 'scratchcard']);
    expect(list[0].nickname).not.toContain(account.slice(1, -1));
  });
});
