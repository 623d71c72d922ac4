import { describe, expect, it } from 'vitest';
import { buildEdge } from '../edge-fixtures';

const failingAssets = { read: async () => { throw new Error('disk gone'); } };

describe('error answers', () => {
  it('answers an unexpected page failure with the 500 HTML page (no script, no inline style) and logs it', async () => {
    const logged: unknown[] = [];
    const { app } = buildEdge({ assets: failingAssets, logError: (e) => logged.push(e) });
    const res = await app.request('/auth/login');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('Internal Server Error');
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(/<script|<style|style=/i);
    expect(logged).toHaveLength(1);
  });

  it('answers an unexpected call failure with JSON 500', async () => {
    const { app, upstream } = buildEdge({
      clientIp: () => {
        throw new Error('bug');
      },
    });
    const res = await app.request('/app/v1/refreshData', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: 500, msg: 'Internal Server Error' });
    expect(upstream.calls.filter((c) => c.url.endsWith('refreshData'))).toHaveLength(0);
  });

  it('answers unknown methods on pages with a plain 404, not the shell', async () => {
    const { app } = buildEdge();
    const res = await app.request('/auth/login', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not Found');
  });
});
