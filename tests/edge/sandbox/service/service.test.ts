// Customer service in the sandbox: the lines in sort order with the VIP line for VIP players
// only, and the stand-in chat widget's files (the page framed by our origin only, no inline code).
import { describe, expect, it } from 'vitest';
import { setVip } from '../../../../edge/sandbox/vip/vip-store';
import { makeSandbox } from '../helpers';

describe('getCustomerServices', () => {
  it('answers guests and players without the VIP line, VIP players with it first', async () => {
    const sandbox = makeSandbox();
    const guest = (await sandbox.call('getCustomerServices', {})).body;
    expect(guest.code).toBe(200);
    expect(guest.appCustomerServiceQueue.map((l: { name: string }) => l.name)).toEqual(['Online Service', 'Facebook Page']);
    const { token, user } = await sandbox.registerAccount('svcuser01');
    expect((await sandbox.call('getCustomerServices', {}, token)).body.appCustomerServiceQueue.some((l: { vip?: number }) => l.vip === 1)).toBe(false);
    setVip(sandbox.db, user.id, 1);
    const vip = (await sandbox.call('getCustomerServices', {}, token)).body.appCustomerServiceQueue;
    expect(vip[0]).toMatchObject({ name: 'VIP Host', itemType: 1, param2: 'vip', vip: 1 });
  });
});

describe('the stand-in chat widget', () => {
  it('serves the loader, and a chat page only our origin may frame', async () => {
    const sandbox = makeSandbox();
    const widget = await sandbox.app.request('/sandbox/chat/widget.js');
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-type')).toContain('text/javascript');
    expect(await widget.text()).toContain('LiveChatWidget');
    const page = await sandbox.app.request('/sandbox/chat/?group=support');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).not.toMatch(/<script>|\son\w+=/);
    expect((await sandbox.app.request('/sandbox/chat/chat.js')).status).toBe(200);
  });
});
