// updateAddress, appUserOther and updateAppUserOther in the sandbox: a Philippine address and the
// other details saved and read back, hasUserOther in the user info, malformed and hostile values
// refused with 400 naming the field, the age rule, and name/birthday/source of income taken from a
// pending or approved identity verification and refused (2006) when they differ.
import { describe, expect, it } from 'vitest';
import { MemberErrorCode } from '../../../../contract/member';
import { makeSandbox, type TestSandbox } from '../helpers';
import { png } from '../../../test-images';

const ADDRESS = { street: 'Blk 4 Lot 12, Sampaguita St.', barangay: 'San Isidro', city: 'Quezon City', province: 'Metro Manila', zip: '1100' };
const OTHER = { realName: 'Maria Santos', birthDate: '1990-05-20', email: 'maria@example.ph', occupation: 'employed', sourceOfIncome: 'employment' };

async function submitKyc(sandbox: TestSandbox, token: string) {
  const ids: number[] = [];
  for (const kind of ['id', 'selfie']) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new File([png(300, 300)], `${kind}.png`, { type: 'image/png' }));
    const res = await sandbox.app.request('/app/v1/uploadKyc', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    ids.push(((await res.json()) as { uploadId: number }).uploadId);
  }
  const declarations = { notOfficial: true, notMilitaryPolice: true, notUnder21: true, notRestricted: true, notLicensee: true, notPublicPlace: true };
  const { body } = await sandbox.call('addKyc', { fullName: 'Maria Clara Santos', birthDate: '1988-02-14', nationality: 'Filipino', address: 'Blk 4 Lot 12, Quezon City', sourceOfFunds: 'business', declarations, idUploadId: ids[0], selfieUploadId: ids[1] }, token);
  expect(body.code).toBe(200);
}

describe('updateAddress', () => {
  it('saves a trimmed address, read back by appUserOther; a second save replaces it', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('address01');
    expect((await sandbox.call('appUserOther', {}, token)).body).toMatchObject({ code: 200, address: null });
    const saved = await sandbox.call('updateAddress', { ...ADDRESS, city: '  Quezon City ' }, token);
    expect(saved.body).toMatchObject({ code: 200, address: ADDRESS });
    await sandbox.call('updateAddress', { ...ADDRESS, zip: '4000', city: 'Calamba', province: 'Laguna' }, token);
    expect((await sandbox.call('appUserOther', {}, token)).body.address).toMatchObject({ zip: '4000', city: 'Calamba', province: 'Laguna' });
  });

  it('refuses malformed, oversized and hostile parts with 400 naming the field; needs a session', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('address02');
    const bad: [Record<string, unknown>, string][] = [
      [{ ...ADDRESS, zip: '123' }, 'zip'],
      [{ ...ADDRESS, zip: '12345' }, 'zip'],
      [{ ...ADDRESS, zip: 'abcd' }, 'zip'],
      [{ ...ADDRESS, zip: 1100 }, 'zip'],
      [{ ...ADDRESS, street: '<script>alert(1)</script>' }, 'street'],
      [{ ...ADDRESS, street: 'x'.repeat(121) }, 'street'],
      [{ ...ADDRESS, barangay: 'a' }, 'barangay'],
      [{ ...ADDRESS, city: '"><img src=x>' }, 'city'],
      [{ ...ADDRESS, province: undefined }, 'province'],
    ];
    for (const [body, field] of bad) {
      const answer = await sandbox.call('updateAddress', body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    expect((await sandbox.call('updateAddress', ADDRESS)).status).toBe(401);
    expect((await sandbox.call('appUserOther', {}, token)).body.address).toBeNull();
  });
});

describe('updateAppUserOther', () => {
  it('saves the other details, turns hasUserOther on, and answers with them', async () => {
    const sandbox = makeSandbox();
    const { token, user } = await sandbox.registerAccount('other01');
    expect(user.hasUserOther).toBe(false);
    const saved = await sandbox.call('updateAppUserOther', OTHER, token);
    expect(saved.body).toMatchObject({ code: 200, other: OTHER, identityLocked: false });
    expect((await sandbox.call('preLogin', { deviceId: 'd' }, token)).body.user.hasUserOther).toBe(true);
    // The e-mail may be left empty.
    expect((await sandbox.call('updateAppUserOther', { ...OTHER, email: '' }, token)).body.other.email).toBe('');
  });

  it('refuses bad values (400 with the field), missing identity fields, and a player under 21 (2011)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('other02');
    const bad: [Record<string, unknown>, string][] = [
      [{ ...OTHER, email: 'not-an-email' }, 'email'],
      [{ ...OTHER, email: 'a@b.c<script>' }, 'email'],
      [{ ...OTHER, realName: 'R2-D2' }, 'realName'],
      [{ ...OTHER, birthDate: '1990-02-30' }, 'birthDate'],
      [{ ...OTHER, occupation: 'pirate' }, 'occupation'],
      [{ ...OTHER, sourceOfIncome: 'lottery' }, 'sourceOfIncome'],
      [{ ...OTHER, realName: undefined }, 'realName'],
    ];
    for (const [body, field] of bad) {
      const answer = await sandbox.call('updateAppUserOther', body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    // The sandbox clock is 2026-01-15 (Manila): 21 on 2026-01-16 is still 20.
    expect((await sandbox.call('updateAppUserOther', { ...OTHER, birthDate: '2005-01-16' }, token)).body).toMatchObject({ code: MemberErrorCode.underAge, minAge: 21 });
    expect((await sandbox.call('updateAppUserOther', { ...OTHER, birthDate: '2005-01-15' }, token)).body.code).toBe(200);
  });

  it('takes name, birthday and source of income from a submitted verification and refuses to change them (2006)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('other03');
    await sandbox.call('updateAppUserOther', OTHER, token);
    await submitKyc(sandbox, token);
    const read = await sandbox.call('appUserOther', {}, token);
    expect(read.body).toMatchObject({ identityLocked: true, other: { realName: 'Maria Clara Santos', birthDate: '1988-02-14', sourceOfIncome: 'business', email: OTHER.email } });
    expect((await sandbox.call('updateAppUserOther', OTHER, token)).body.code).toBe(MemberErrorCode.detailsLocked);
    // E-mail and occupation stay the player's to change.
    const changed = await sandbox.call('updateAppUserOther', { email: 'maria@new.ph', occupation: 'businessOwner' }, token);
    expect(changed.body).toMatchObject({ code: 200, other: { realName: 'Maria Clara Santos', email: 'maria@new.ph', occupation: 'businessOwner' } });
  });
});
