// Issue 9 "Deep JSON": nesting is counted on the bytes before JSON.parse, strings skipped.
import { describe, expect, it } from 'vitest';
import { jsonDepthWithin } from '../../../edge/middleware/body-limit';
import { buildEdge, callsTo } from '../edge-fixtures';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('jsonDepthWithin', () => {
  it.each([
    ['{}', 1, true],
    ['{"a":[1,{"b":[]}]}', 4, true],
    ['{"a":[1,{"b":[]}]}', 3, false],
    ['{"s":"[[[[[[[[["}', 1, true],
    ['{"s":"\\"[[[[[[[["}', 1, true],
    ['{"s":"\\\\"}', 1, true],
    ['{"s":"\\\\",' + '"t":[[[]]]}', 3, false],
    ['[' + '[]'.repeat(1000) + ']', 2, true],
  ])('%s within %i: %s', (text, depth, within) => {
    expect(jsonDepthWithin(bytes(text), depth)).toBe(within);
  });
});

describe('the beacon', () => {
  it('answers a deeply nested event with a 400 JSON and forwards nothing', async () => {
    const { app, upstream } = buildEdge();
    const body = '{"eventList":[{"extra":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}]}';
    const res = await app.request('/beacon', { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsTo(upstream.calls, 'anonymous/appEventLogClient')).toHaveLength(0);
  });
});
