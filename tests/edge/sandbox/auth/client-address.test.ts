// The sandbox keys its auth budgets by the address the edge forwards (X-Forwarded-For), and by the
// socket peer when that header is absent: checked over a real socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrorCode } from '../../../../contract/auth';
import { startSandbox, type RunningSandbox } from '../../../../edge/sandbox/start';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbPath: ':memory:', log: () => {} });
});
afterAll(() => sandbox.close());

const smsSend = async (mobile: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${sandbox.url}/app/v1/smsSend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ mobile, purpose: 3 }),
  });
  return ((await response.json()) as { code: number }).code;
};

describe('client address in the sandbox', () => {
  it('counts requests without X-Forwarded-For by socket address, and forwarded ones by the forwarded address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push(await smsSend(String(9180000000 + i)));
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(AuthErrorCode.smsSendLimit);
    // Same socket, but the edge says another player sent it: that player's own budget.
    expect(await smsSend('9189999999', { 'x-forwarded-for': '203.0.113.20' })).toBe(200);
  });
});
