// The wrapper's core (lib/native-bridge.ts: hooks called so that a throwing or missing hook never
// breaks the page) and its start-up part (lib/bridge-actions.ts: the version handshake, once; the
// push token and device facts preLogin sends, kept to what the operator accepts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectBridge, nativePreLoginFacts, resetBridgeDetection } from '../../../client/lib/native-facts';
import { callHook, hasHook, isNativeWrapper, openNativeChat } from '../../../client/lib/native-bridge';

const w = window as unknown as { AndroidBridge?: unknown };

function inject(bridge: unknown): void {
  w.AndroidBridge = bridge;
  resetBridgeDetection();
}

afterEach(() => {
  delete w.AndroidBridge;
  resetBridgeDetection();
});

describe('detectBridge', () => {
  it('finds no wrapper in a browser', () => {
    expect(detectBridge()).toBeNull();
    expect(isNativeWrapper()).toBe(false);
    expect(callHook('copy', 'x')).toEqual({ ok: false, reason: 'missing' });
  });

  it('reads the protocol version and the hooks once', () => {
    const version = vi.fn(() => 1);
    inject({ version, share: () => true, copy: () => true, messagingToken: () => 't', unrelated: 5 });
    const info = detectBridge();
    expect(info?.version).toBe(1);
    expect([...(info?.hooks ?? [])].sort()).toEqual(['copy', 'messagingToken', 'share']);
    detectBridge();
    expect(version).toHaveBeenCalledTimes(1);
    expect(hasHook('download')).toBe(false);
  });

  it('takes the version as text, and counts a wrapper without one, or whose version throws or is nonsense, as protocol 0', () => {
    inject({ version: () => '2' });
    expect(detectBridge()?.version).toBe(2);
    inject({ openChat: () => undefined });
    expect(detectBridge()).toEqual({ version: 0, hooks: new Set(['openChat']) });
    inject({
      version: () => {
        throw new Error('gone');
      },
      copy: () => true,
    });
    expect(detectBridge()?.version).toBe(0);
    expect(hasHook('copy')).toBe(true);
    inject({ version: () => 'v1.2' });
    expect(detectBridge()?.version).toBe(0);
  });
});

describe('callHook', () => {
  it('passes the arguments with the wrapper as `this` and returns the value', () => {
    const bridge = {
      prefix: 'got ',
      copy(this: { prefix: string }, text: string) {
        return this.prefix + text;
      },
    };
    inject(bridge);
    expect(callHook('copy', 'abc')).toEqual({ ok: true, value: 'got abc' });
  });

  it('turns a throwing hook into a result', () => {
    inject({
      copy: () => {
        throw new Error('Java exception');
      },
    });
    expect(callHook('copy', 'abc')).toEqual({ ok: false, reason: 'threw' });
  });
});

describe('openNativeChat', () => {
  it('sends the line as JSON; false without the hook, when it throws or when it says false', () => {
    const openChat = vi.fn(() => undefined);
    inject({ openChat });
    expect(openNativeChat({ license: 'l', group: 'g', name: 'n' })).toBe(true);
    expect(openChat).toHaveBeenCalledWith('{"license":"l","group":"g","name":"n"}');
    inject({ openChat: () => false });
    expect(openNativeChat({ license: 'l', group: 'g', name: 'n' })).toBe(false);
    inject({
      openChat: () => {
        throw new Error('x');
      },
    });
    expect(openNativeChat({ license: 'l', group: 'g', name: 'n' })).toBe(false);
    inject({});
    expect(openNativeChat({ license: 'l', group: 'g', name: 'n' })).toBe(false);
  });
});

describe('nativePreLoginFacts', () => {
  it('sends nothing in a browser', () => {
    expect(nativePreLoginFacts()).toEqual({});
  });

  it('sends the token and the known device facts, short, with the protocol version', () => {
    inject({
      version: () => 1,
      messagingToken: () => 'fcm:APA91b-token_1',
      deviceInfo: () => JSON.stringify({ appVersion: '2.1.0', appVersionCode: 21, os: 'android', osVersion: '13', deviceModel: 'x'.repeat(100), manufacturer: 'Xiaomi', secret: 'dropped', nested: { a: 1 } }),
    });
    const facts = nativePreLoginFacts();
    expect(facts.messagingToken).toBe('fcm:APA91b-token_1');
    expect(JSON.parse(facts.phoneinfoJsonModel!)).toEqual({ bridge: 1, appVersion: '2.1.0', appVersionCode: 21, os: 'android', osVersion: '13', deviceModel: 'x'.repeat(64), manufacturer: 'Xiaomi' });
  });

  it('leaves out a token the operator would refuse, and survives hooks that throw or answer garbage', () => {
    inject({ messagingToken: () => 'has spaces in it', deviceInfo: () => 'not json' });
    expect(nativePreLoginFacts()).toEqual({ phoneinfoJsonModel: '{"bridge":0}' });
    inject({ messagingToken: () => 'x'.repeat(513), deviceInfo: () => '[1,2]' });
    expect(nativePreLoginFacts()).toEqual({ phoneinfoJsonModel: '{"bridge":0}' });
    inject({
      messagingToken: () => {
        throw new Error('no Firebase');
      },
      deviceInfo: () => {
        throw new Error('no facts');
      },
    });
    expect(nativePreLoginFacts()).toEqual({ phoneinfoJsonModel: '{"bridge":0}' });
    inject({ messagingToken: () => '' });
    expect(nativePreLoginFacts().messagingToken).toBeUndefined();
  });
});
