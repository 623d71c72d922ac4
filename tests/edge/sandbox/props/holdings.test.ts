// Prop holdings: a move happens once per key, nothing is taken that is not held, and every count
// equals the sum of its moves.
import { describe, expect, it } from 'vitest';
import { holdingMismatches } from '../../../../edge/sandbox/props/holdings';
import { moveProps, propCount, propHoldings, propMoves } from '../../../../edge/sandbox/props/service';
import { makeSandbox } from '../helpers';

const DIAMOND = 60001;
const COUPON = 110001;

async function playerIn() {
  const sandbox = makeSandbox();
  const { user } = await sandbox.registerAccount('propsholder1', 'secret12');
  return { sandbox, userId: user.id as number };
}

describe('prop holdings', () => {
  it('gives and takes, keeping a log newest first', async () => {
    const { sandbox, userId } = await playerIn();
    const { db } = sandbox;
    expect(moveProps(db, { userId, propId: DIAMOND, delta: 50, kind: 'test-give', key: 'give:1', now: 1 })).toMatchObject({ moved: true, count: 50 });
    expect(moveProps(db, { userId, propId: DIAMOND, delta: -20, kind: 'test-take', key: 'take:1', now: 2 })).toMatchObject({ moved: true, count: 30 });
    moveProps(db, { userId, propId: COUPON, delta: 2, kind: 'test-give', key: 'give:2', now: 3 });
    expect(propCount(db, userId, DIAMOND)).toBe(30);
    expect([...propHoldings(db, userId)]).toEqual([
      [DIAMOND, 30],
      [COUPON, 2],
    ]);
    const log = propMoves(db, userId, { from: DIAMOND, to: DIAMOND }, { pageNum: 1, pageSize: 10 });
    expect(log.total).toBe(2);
    expect(log.list.map((row) => [row.delta, row.countAfter, row.kind])).toEqual([
      [-20, 30, 'test-take'],
      [50, 50, 'test-give'],
    ]);
  });

  it('moves once per key, however often it is repeated', async () => {
    const { sandbox, userId } = await playerIn();
    const results = await Promise.all(Array.from({ length: 20 }, () => Promise.resolve().then(() => moveProps(sandbox.db, { userId, propId: DIAMOND, delta: 10, kind: 'claim', key: 'claim:once', now: 1 }))));
    expect(results.filter((result) => result.moved)).toHaveLength(1);
    expect(results.filter((result) => !result.moved && result.reason === 'duplicate')).toHaveLength(19);
    expect(propCount(sandbox.db, userId, DIAMOND)).toBe(10);
  });

  it('never takes more than is held, under 20 racing spends', async () => {
    const { sandbox, userId } = await playerIn();
    moveProps(sandbox.db, { userId, propId: DIAMOND, delta: 35, kind: 'give', key: 'give', now: 1 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => Promise.resolve().then(() => moveProps(sandbox.db, { userId, propId: DIAMOND, delta: -10, kind: 'spend', key: `spend:${i}`, now: 2 }))),
    );
    expect(results.filter((result) => result.moved)).toHaveLength(3);
    expect(results.filter((result) => !result.moved && result.reason === 'short')).toHaveLength(17);
    expect(propCount(sandbox.db, userId, DIAMOND)).toBe(5);
    expect(holdingMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses a zero or fractional move as a bug', async () => {
    const { sandbox, userId } = await playerIn();
    expect(() => moveProps(sandbox.db, { userId, propId: DIAMOND, delta: 0, kind: 'x', key: 'x', now: 1 })).toThrow();
    expect(() => moveProps(sandbox.db, { userId, propId: DIAMOND, delta: 1.5, kind: 'x', key: 'y', now: 1 })).toThrow();
  });
});
