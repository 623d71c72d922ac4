// POST /sandbox/dev/clock moves the clock every call reads (weekly rewards in journeys) and puts
// it back with 0; a bad offset is refused.
import { describe, expect, it } from 'vitest';
import { makeSandbox } from '../helpers';
import { fundedPlayer } from '../games/game-helpers';

const WEEK = 7 * 24 * 3600_000;
const post = (sandbox: ReturnType<typeof makeSandbox>, body: unknown) =>
  sandbox.app.request('/sandbox/dev/clock', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('the dev clock', () => {
  it('moves the sandbox clock and puts it back', async () => {
    const sandbox = makeSandbox();
    const { token } = await fundedPlayer(sandbox, 0);
    const week = async () => (await sandbox.call('fundInfo', {}, token)).body.thisWeek.from as number;
    const before = await week();
    const moved = await post(sandbox, { offsetMs: WEEK });
    expect(await moved.json()).toEqual({ offsetMs: WEEK, now: sandbox.clock.now + WEEK });
    expect(await week()).toBe(before + WEEK);
    await post(sandbox, { offsetMs: 0 });
    expect(await week()).toBe(before);
    expect((await post(sandbox, { offsetMs: 1.5 })).status).toBe(400);
    expect((await post(sandbox, { offsetMs: 400 * 24 * 3600_000 })).status).toBe(400);
  });
});
