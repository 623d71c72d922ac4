// Scratch cards: the prize is drawn by the configured odds (a large seeded sample of the draw lands
// within tolerance, and scratched cards draw exactly that sample's first prizes), a card is spent
// once however many requests race for it, the prize is paid as a 'scratch' bonus or props, and an
// add-up award is claimed once.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRATCH_CARD_CONFIG, SCRATCH_CARD_PROP_ID, ScratchErrorCode } from '../../../../contract/scratch-card';
import { holdingMismatches } from '../../../../edge/sandbox/props/holdings';
import { moveProps, propCount } from '../../../../edge/sandbox/props/service';
import { pickWeighted, seededRandomInt } from '../../../../edge/sandbox/lib/random';
import { scratchCard } from '../../../../edge/sandbox/scratch/scratch';
import { seedAppConfig } from '../../../../edge/sandbox/seed/app-config';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { grantsOf, paidDeposit, PESO } from '../bonus/bonus-helpers';

let n = 0;
const SAMPLE = 3_000;
// Cards scratched through the ledger path (each one a transaction).
const CARDS = 300;

async function player(sandbox: TestSandbox, cards: number) {
  const { token, user } = await sandbox.registerAccount(`scr${++n}x${String(Date.now() % 100000).padStart(5, '0')}`, 'secret12');
  const userId = user.id as number;
  await paidDeposit(sandbox, token, 500 * PESO);
  if (cards > 0) moveProps(sandbox.db, { userId, propId: SCRATCH_CARD_PROP_ID, delta: cards, kind: 'test', key: `test:${userId}`, now: sandbox.clock.now });
  return { token, userId };
}

const scratch = async (sandbox: TestSandbox, token: string, requestId: string) => (await sandbox.call('scratchCardLottery', { requestId }, token)).body;

describe('scratch cards', () => {
  it('draws prizes by the configured odds (3,000 seeded draws within tolerance; 300 scratched cards draw exactly the first 300)', async () => {
    const sandbox = makeSandbox();
    const { userId } = await player(sandbox, CARDS);
    const config = seedAppConfig();
    const random = seededRandomInt(7);
    const drawn: number[] = [];
    for (let i = 0; i < CARDS; i++) drawn.push(scratchCard(sandbox.db, config, random, userId, `sample-${String(i).padStart(5, '0')}`, sandbox.clock.now).prizeId);
    // The odds need a large sample, the ledger path does not: the same seed drawn by the configured
    // weights alone. A card that drew any other way (other weights, other chance) breaks the match.
    const draw = seededRandomInt(7);
    const sample = Array.from({ length: SAMPLE }, () => pickWeighted(DEFAULT_SCRATCH_CARD_CONFIG.prizes, (prize) => prize.weight, draw).id);
    expect(drawn).toEqual(sample.slice(0, CARDS));
    const seen = new Map<number, number>();
    for (const prizeId of sample) seen.set(prizeId, (seen.get(prizeId) ?? 0) + 1);
    const total = DEFAULT_SCRATCH_CARD_CONFIG.prizes.reduce((sum, prize) => sum + prize.weight, 0);
    for (const prize of DEFAULT_SCRATCH_CARD_CONFIG.prizes) {
      const p = prize.weight / total;
      const tolerance = 4 * Math.sqrt((p * (1 - p)) / SAMPLE) + 0.001;
      expect(Math.abs((seen.get(prize.id) ?? 0) / SAMPLE - p), `prize ${prize.id}`).toBeLessThan(tolerance);
    }
    expect(propCount(sandbox.db, userId, SCRATCH_CARD_PROP_ID)).toBe(0);
    const coins = DEFAULT_SCRATCH_CARD_CONFIG.prizes.filter((prize) => prize.propId === 2001).reduce((sum, prize) => sum + drawn.filter((id) => id === prize.id).length * prize.count, 0);
    expect(coins).toBeGreaterThan(0);
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'scratch').reduce((sum, g) => sum + g.amount, 0)).toBe(coins);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
    expect(holdingMismatches(sandbox.db)).toEqual([]);
  });

  it('spends one card for 20 concurrent scratches, and answers a repeated request with the same prize', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(3) });
    const { token, userId } = await player(sandbox, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => scratch(sandbox, token, `race-scratch-${String(i).padStart(2, '0')}`)));
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code === ScratchErrorCode.noCard)).toHaveLength(19);
    expect(won[0]).toMatchObject({ cards: 0, scratched: 1 });
    const again = await scratch(sandbox, token, `race-scratch-${String(answers.indexOf(won[0])).padStart(2, '0')}`);
    expect(again).toMatchObject({ code: 200, id: won[0].id, prizeId: won[0].prizeId, awards: won[0].awards, cards: 0, scratched: 1 });
    const log = (await sandbox.call('searchScratchCardAwardLog', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(log).toMatchObject({ code: 200, total: 1, pages: 1, list: [{ id: won[0].id, propId: won[0].awards[0].propId, count: won[0].awards[0].count }] });
    expect(propCount(sandbox.db, userId, SCRATCH_CARD_PROP_ID)).toBe(0);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
    expect(holdingMismatches(sandbox.db)).toEqual([]);
  });

  it('pays a coin prize as a scratch bonus with turnover and a prop prize into the holdings', async () => {
    const sandbox = makeSandbox();
    const { token, userId } = await player(sandbox, 2);
    await sandbox.setConfig({ scratchCardConfig: { status: 1, prizes: [{ id: 9, weight: 1, propId: 2001, count: 700 }], addup: [] } });
    expect(await scratch(sandbox, token, 'coin-scratch-1')).toMatchObject({ code: 200, prizeId: 9, awards: [{ propId: 2001, count: 700 }], bonusStatus: 'locked' });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'scratch')).toEqual([{ kind: 'scratch', amount: 700, required: 2100, done: 0, status: 'locked' }]);
    await sandbox.setConfig({ scratchCardConfig: { status: 1, prizes: [{ id: 4, weight: 1, propId: 110001, count: 2 }], addup: [] } });
    expect(await scratch(sandbox, token, 'prop-scratch-1')).toMatchObject({ code: 200, awards: [{ propId: 110001, count: 2 }], bonusStatus: 'released' });
    expect(propCount(sandbox.db, userId, 110001)).toBe(2);
    expect((await scratch(sandbox, token, 'none-left-1')).code).toBe(ScratchErrorCode.noCard);
    await sandbox.setConfig({ scratchCardConfig: { ...DEFAULT_SCRATCH_CARD_CONFIG, status: 0 } });
    expect((await scratch(sandbox, token, 'closed-scratch')).code).toBe(ScratchErrorCode.closed);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('unlocks add-up awards by cards scratched and pays each once under 20 concurrent claims', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(5) });
    const { token, userId } = await player(sandbox, 6);
    const claim = async (id: number) => (await sandbox.call('receiveAddupAwardById', { id }, token)).body;
    expect((await claim(1)).code).toBe(ScratchErrorCode.addupLocked);
    expect((await claim(99)).code).toBe(ScratchErrorCode.unknownAddup);
    for (let i = 0; i < 5; i++) expect((await scratch(sandbox, token, `addup-card-${i}`)).code).toBe(200);
    const info = (await sandbox.call('getScratchCardInfo', {}, token)).body;
    expect(info).toMatchObject({ code: 200, open: true, cards: 1, scratched: 5 });
    expect(info.addup.map((a: { id: number; state: string }) => [a.id, a.state])).toEqual([
      [1, 'ready'],
      [2, 'locked'],
      [3, 'locked'],
    ]);
    expect(info.prizes.reduce((sum: number, p: { chance: number }) => sum + p.chance, 0)).toBe(10_000);
    const before = grantsOf(sandbox, userId).filter((g) => g.kind === 'scratch').length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(1)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ScratchErrorCode.addupClaimed)).toHaveLength(19);
    expect(answers.find((a) => a.code === 200)).toMatchObject({ awards: [{ propId: 2001, count: 500 }] });
    expect(grantsOf(sandbox, userId).filter((g) => g.kind === 'scratch')).toHaveLength(before + 1);
    expect((await sandbox.call('getScratchCardInfo', {}, token)).body.addup[0].state).toBe('claimed');
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('asks a guest to log in', async () => {
    const sandbox = makeSandbox();
    expect((await sandbox.call('getScratchCardInfo', {})).body.code).toBe(401);
    expect((await sandbox.call('scratchCardLottery', { requestId: 'guest-scratch' })).body.code).toBe(401);
  });
});
