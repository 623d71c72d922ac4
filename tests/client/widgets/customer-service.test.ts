// The customer service rule (spec section 4): no online line → /service; the Android wrapper →
// the native chat; otherwise the web widget, maximised, its script loaded only then.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceItem } from '../../../contract/core';
import { loadScript } from '../../../client/lib/social/load-script';
import { onlineLine, openChat, openCustomerService, serviceRoute } from '../../../client/widgets/customer-service';

vi.mock('../../../client/lib/social/load-script', () => ({ loadScript: vi.fn(() => Promise.resolve()) }));

const line = (fields: Partial<CustomerServiceItem>): CustomerServiceItem => ({
  id: 1,
  itemType: 1,
  name: 'Online Service',
  url: '/sandbox/chat/widget.js',
  param1: 'lic',
  param2: 'support',
  sort: 1,
  ...fields,
});

const w = window as unknown as { AndroidBridge?: unknown; LiveChatWidget?: unknown; __lc?: unknown };

afterEach(() => {
  delete w.AndroidBridge;
  delete w.LiveChatWidget;
  delete w.__lc;
  vi.mocked(loadScript).mockClear();
  history.replaceState(null, '', '/');
});

describe('onlineLine', () => {
  const lines = [line({ id: 2, sort: 2 }), line({ id: 1, sort: 1 }), line({ id: 3, sort: 0, vip: 1, param2: 'vip' }), line({ id: 4, itemType: 2, sort: -1 })];
  it('takes the first online line by sort, the VIP line only for VIP players', () => {
    expect(onlineLine(lines, false)?.id).toBe(1);
    expect(onlineLine(lines, true)?.id).toBe(3);
  });
  it('skips lines whose widget URL is not https or our own origin', () => {
    expect(onlineLine([line({ url: 'javascript:alert(1)' }), line({ url: 'http://chat.example/w.js' }), line({ url: '//evil.example/w.js' })], false)).toBeUndefined();
    expect(onlineLine([line({ url: 'https://cdn.livechatinc.com/tracking.js' })], false)?.url).toBe('https://cdn.livechatinc.com/tracking.js');
  });
});

describe('serviceRoute', () => {
  it('is the page with no online line, native in the wrapper, the widget otherwise', () => {
    expect(serviceRoute(undefined, false)).toEqual({ kind: 'page' });
    expect(serviceRoute(undefined, true)).toEqual({ kind: 'page' });
    expect(serviceRoute(line({}), true).kind).toBe('native');
    expect(serviceRoute(line({}), false).kind).toBe('widget');
  });
});

describe('openCustomerService', () => {
  it('goes to /service when there is no online line', async () => {
    await openCustomerService([line({ itemType: 2, url: 'https://facebook.com/' })], false);
    expect(location.pathname).toBe('/service');
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('opens the native chat in the Android wrapper and loads no script', async () => {
    const openChat = vi.fn();
    w.AndroidBridge = { openChat };
    await openCustomerService([line({})], false);
    expect(openChat).toHaveBeenCalledWith(JSON.stringify({ license: 'lic', group: 'support', name: 'Online Service' }));
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('otherwise loads the widget script on demand and maximises it', async () => {
    const call = vi.fn();
    vi.mocked(loadScript).mockImplementationOnce(async () => {
      // The widget reads its settings when its script runs.
      expect(w.__lc).toEqual({ license: 'lic', group: 'support' });
      w.LiveChatWidget = { call };
    });
    await openCustomerService([line({})], false);
    expect(loadScript).toHaveBeenCalledWith('/sandbox/chat/widget.js');
    expect(call).toHaveBeenCalledWith('maximize');
  });

  it('falls back to the web widget when the wrapper has no chat hook or its hook throws', async () => {
    const call = vi.fn();
    const load = async () => {
      w.LiveChatWidget = { call };
    };
    vi.mocked(loadScript).mockImplementationOnce(load).mockImplementationOnce(load);
    w.AndroidBridge = { version: () => 1 };
    expect(await openChat(line({}))).toBe('widget');
      w.AndroidBridge = {
      openChat: () => {
        throw new Error('WebView gone');
      },
    };
    expect(await openChat(line({}))).toBe('widget');
    expect(call).toHaveBeenCalledTimes(2);
  });
});
