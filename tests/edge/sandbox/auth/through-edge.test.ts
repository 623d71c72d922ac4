// The sandbox's per-address budgets behind the real Node entry: the edge replaces whatever
// X-Forwarded-For a client sends (TRUST_PROXY off), so rotating a spoofed header does not buy a
// client a fresh SMS budget.
import { afterAll, describe, expect, it } from 'vitest';
import { AuthErrorCode } from '../../../../contract/auth';
import { edgeTempDir, LISTENING, startEdge, waitFor } from '../../edge-process';

const temp = edgeTempDir();
afterAll(() => temp.remove());

describe('sandbox budgets through the edge', () => {
  it('counts SMS sends by the address the edge saw, not by a spoofed X-Forwarded-For', async () => {
    // The edge's own SMS bucket is off here, so the sandbox's budget is the one that answers.
    const edge = startEdge(temp.dir, { RATE_LIMIT_SMS: 'off' });
    try {
      const [, url] = await waitFor(edge.output, LISTENING, edge.exited);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await fetch(`${url}/app/v1/smsSend`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ mobile: String(9190000000 + i), purpose: 3 }),
        });
        codes.push(((await response.json()) as { code: number }).code);
      }
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(codes[10]).toBe(AuthErrorCode.smsSendLimit);
    } finally {
      edge.child.kill('SIGTERM');
    }
    await edge.exited;
  }, 30_000);
});
