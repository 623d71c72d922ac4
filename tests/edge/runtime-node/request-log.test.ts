import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerNamesRequest, logPath, nodeErrorLogger, requestLine, routeClass, runInRequest, timedFetch } from '../../../edge/runtime-node/request-log';

describe('request log', () => {
  it('classes routes', () => {
    expect(['/app/v1/auth/login', '/beacon', '/healthz', '/sandbox/idp/x', '/assets/a.js', '/wallet'].map(routeClass)).toEqual(['call', 'beacon', 'health', 'sandbox', 'asset', 'page']);
  });

  it('logs paths without their query or fragment, bounded', () => {
    expect(logPath('/sandbox/slot?token=secret#x')).toBe('/sandbox/slot');
    expect(logPath(`/${'a'.repeat(500)}`)).toHaveLength(201);
  });

  it('writes one JSON line with the upstream time only when there was one', () => {
    const line = JSON.parse(requestLine({ event: 'request', id: 'r1', method: 'GET', path: '/', status: 200, ms: 1.234 }, new Date(0)));
    expect(line).toEqual({ time: '1970-01-01T00:00:00.000Z', event: 'request', id: 'r1', class: 'page', method: 'GET', path: '/', status: 200, ms: 1.2 });
  });

  it('adds upstream time to the current request, by an injected clock', async () => {
    let clock = 0;
    const fetch = timedFetch(async () => {
      clock += 7;
      return new Response('{}');
    }, () => clock);
    const record = { id: 'r', clientGone: () => false, upstreamMs: undefined as number | undefined };
    await runInRequest(record, async () => {
      await fetch('http://x/');
      await fetch('http://x/');
    });
    expect(record.upstreamMs).toBe(14);
  });

  it('logs an unexpected error with its stack, and nothing when the client went away', async () => {
    const lines: string[] = [];
    const app = new Hono();
    const logError = nodeErrorLogger((line) => lines.push(line));
    app.get('/x', () => {
      throw new Error('boom');
    });
    app.onError((error, c) => {
      logError(error, c);
      return c.text('', 500);
    });
    await runInRequest({ id: 'gone', clientGone: () => true }, () => app.request('/x?token=t'));
    expect(lines).toEqual([]);
    await runInRequest({ id: 'here', clientGone: () => false }, () => app.request('/x?token=t'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'error', id: 'here', method: 'GET', path: '/x', error: 'Error: boom', stack: expect.stringContaining('boom') });
    expect(lines[0]).not.toContain('token');
  });
});

describe('answerNamesRequest', () => {
  it('leaves the id off a served hashed file only', () => {
    expect(answerNamesRequest('/assets/first-paint-abc1234.js', 200)).toBe(false);
    expect(answerNamesRequest('/assets/abc1234.css', 304)).toBe(false);
    expect(answerNamesRequest('/assets/gone-abc1234.js', 404)).toBe(true);
    expect(answerNamesRequest('/assets/abc1234.js', 500)).toBe(true);
    for (const path of ['/', '/app/v1/preLogin', '/sw.js', '/icons/icon.svg', '/sandbox/art/games/1.svg', '/game/assets/x']) expect(answerNamesRequest(path, 200), path).toBe(true);
  });
});
