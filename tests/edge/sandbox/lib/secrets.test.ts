// Password hashing: the cost of new hashes comes from SANDBOX_PASSWORD_COST, and every hash keeps
// the cost it was made with, so a change of setting leaves existing passwords working.
import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordCost, verifyPassword } from '../../../../edge/sandbox/lib/secrets';

describe('password hashing', () => {
  it('reads the cost as log2 of N, 10 to 16, and falls back to 14 otherwise', () => {
    expect(passwordCost({})).toBe(14);
    expect(passwordCost({ SANDBOX_PASSWORD_COST: '10' })).toBe(10);
    expect(passwordCost({ SANDBOX_PASSWORD_COST: '16' })).toBe(16);
    for (const bad of ['9', '17', '12.5', 'high', '']) expect(passwordCost({ SANDBOX_PASSWORD_COST: bad })).toBe(14);
  });

  it("hashes at the suite's cost and verifies a hash made at another cost", async () => {
    // The suite runs at SANDBOX_PASSWORD_COST=10 (vite.config.ts).
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    // A password stored at the production cost (2^14) still logs in.
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old password', salt, 32, { N: 16384, r: 8, p: 1 });
    const stored = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old password', stored)).toBe(true);
    expect(await verifyPassword('other', stored)).toBe(false);
  });
});
