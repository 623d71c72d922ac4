// addKyc and kyc: the age rule on the Manila calendar, the declarations, the player's own uploads,
// one open submission even under parallel submits, the automatic approval after the delay, the
// dev rejection with a reason and a resubmission, and hasKyc / the withdrawal hold following it.
import { describe, expect, it } from 'vitest';
import { KYC_DECLARATIONS } from '../../../../contract/kyc-fields';
import { makeSandbox, type TestSandbox } from '../helpers';
import { png } from '../../../test-images';

async function uploadOne(sandbox: TestSandbox, token: string, kind: 'id' | 'selfie'): Promise<number> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new File([png(300, 300)], `${kind}.png`));
  const res = await sandbox.app.request('/app/v1/uploadKyc', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { uploadId: number }).uploadId;
}

const declarations = Object.fromEntries(KYC_DECLARATIONS.map((name) => [name, true]));

async function details(sandbox: TestSandbox, token: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Juan Dela Cruz',
    birthDate: '1990-05-17',
    nationality: 'Filipino',
    address: '12 Mabini St, Malate, Manila',
    sourceOfFunds: 'employment',
    declarations,
    idUploadId: await uploadOne(sandbox, token, 'id'),
    selfieUploadId: await uploadOne(sandbox, token, 'selfie'),
    ...overrides,
  };
}

describe('addKyc and kyc', () => {
  it('starts as none, is pending after submitting, and approved once the review delay has passed', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsub01');
    expect((await sandbox.call('kyc', {}, token)).body.kyc).toMatchObject({ status: 'none', reason: null });
    const res = await sandbox.call('addKyc', await details(sandbox, token), token);
    expect(res.body).toMatchObject({ code: 200, kyc: { status: 'pending', fullName: 'Juan Dela Cruz', submittedAt: sandbox.clock.now } });
    const pre = (await sandbox.call('preLogin', { deviceId: 'device-1' }, token)).body;
    expect(pre.user?.hasKyc, JSON.stringify(pre).slice(0, 300)).toBe(false);
    sandbox.clock.advance(5000);
    expect((await sandbox.call('kyc', {}, token)).body.kyc).toMatchObject({ status: 'approved', reviewedAt: sandbox.clock.now });
    expect((await sandbox.call('preLogin', { deviceId: 'device-1' }, token)).body.user.hasKyc).toBe(true);
  });

  it('refuses anyone under 21 on the Manila calendar (1304), and a date that does not exist (400)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsub02');
    // The clock is 2026-01-15 16:00 in Manila: born 2005-01-16 is one day short of 21.
    const young = await sandbox.call('addKyc', await details(sandbox, token, { birthDate: '2005-01-16' }), token);
    expect(young.body).toMatchObject({ code: 1304, minAge: 21 });
    expect((await sandbox.call('addKyc', await details(sandbox, token, { birthDate: '2005-02-30' }), token)).status).toBe(400);
    const justOld = await sandbox.call('addKyc', await details(sandbox, token, { birthDate: '2005-01-15' }), token);
    expect(justOld.body.code).toBe(200);
  });

  it('needs every declaration, a source of funds from the list and a plausible name (400)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsub03');
    for (const overrides of [
      { declarations: { ...declarations, notPublicPlace: false } },
      { declarations: { notOfficial: true } },
      { sourceOfFunds: 'lottery' },
      { fullName: '<script>' },
      { address: 'x'.repeat(201) },
    ]) {
      expect((await sandbox.call('addKyc', await details(sandbox, token, overrides), token)).status).toBe(400);
    }
  });

  it("refuses another player's upload or a selfie given as the ID (1305)", async () => {
    const sandbox = makeSandbox();
    const me = await sandbox.registerAccount('kycsub04');
    const other = await sandbox.registerAccount('kycsub05');
    const theirs = await uploadOne(sandbox, other.token, 'id');
    expect((await sandbox.call('addKyc', await details(sandbox, me.token, { idUploadId: theirs }), me.token)).body.code).toBe(1305);
    const selfie = await uploadOne(sandbox, me.token, 'selfie');
    expect((await sandbox.call('addKyc', await details(sandbox, me.token, { idUploadId: selfie }), me.token)).body.code).toBe(1305);
  });

  it('keeps one open submission when ten submits race (1306 for the rest)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsub06');
    const body = await details(sandbox, token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sandbox.call('addKyc', body, token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 1306)).toHaveLength(9);
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM kyc_submissions').pluck().get()).toBe(1);
  });

  it('a dev rejection carries its reason; the player can then submit again', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsub07');
    await sandbox.call('addKyc', await details(sandbox, token), token);
    const rejected = await sandbox.app.request('/sandbox/dev/kyc/kycsub07/reject', { method: 'POST', body: JSON.stringify({ reason: 'The ID photo is blurred' }) });
    expect(await rejected.json()).toMatchObject({ kyc: { status: 'rejected', reason: 'The ID photo is blurred' } });
    sandbox.clock.advance(60_000);
    expect((await sandbox.call('kyc', {}, token)).body.kyc).toMatchObject({ status: 'rejected', reason: 'The ID photo is blurred' });
    expect((await sandbox.app.request('/sandbox/dev/kyc/kycsub07/approve', { method: 'POST' })).status).toBe(404);
    expect((await sandbox.call('addKyc', await details(sandbox, token), token)).body.kyc.status).toBe('pending');
  });

  it('lifts the withdrawal KYC hold once approved', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('kycsub08');
    await sandbox.app.request('/sandbox/dev/credit', { method: 'POST', body: JSON.stringify({ account: 'kycsub08', amount: 10_000_000 }) });
    const before = (await sandbox.call('getExchange', {}, token)).body;
    expect(before.withdrawable).toBeLessThan(before.coin);
    await sandbox.call('addKyc', await details(sandbox, token), token);
    await sandbox.app.request('/sandbox/dev/kyc/kycsub08/approve', { method: 'POST' });
    const after = (await sandbox.call('getExchange', {}, token)).body;
    expect(after.withdrawable).toBe(after.coin);
  });
});
