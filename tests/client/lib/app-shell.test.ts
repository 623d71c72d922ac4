// The one detection /download and the download popup follow (lib/app-shell.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appShell, isIosChrome } from '../../../client/lib/app-shell';
import { resetBridgeDetection } from '../../../client/lib/native-facts';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

function device(userAgent: string, { standalone = false, touch = 0 } = {}): void {
  vi.stubGlobal('navigator', Object.create(navigator, { userAgent: { value: userAgent }, maxTouchPoints: { value: touch }, standalone: { value: undefined } }) as Navigator);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }));
}

afterEach(() => {
  delete (window as { AndroidBridge?: unknown }).AndroidBridge;
  resetBridgeDetection();
  vi.unstubAllGlobals();
});

describe('appShell', () => {
  it('tells the browsers apart', () => {
    device(UA.android);
    expect(appShell()).toBe('android');
    device(UA.iphone);
    expect(appShell()).toBe('ios');
    device(UA.iphoneChrome);
    expect(appShell()).toBe('ios-chrome');
    expect(isIosChrome()).toBe(true);
    device(UA.ipad, { touch: 5 });
    expect(appShell()).toBe('ios');
    device(UA.ipad);
    expect(appShell()).toBe('desktop');
    device(UA.desktop);
    expect(appShell()).toBe('desktop');
  });

  it('puts the wrapper first, then the installed PWA', () => {
    device(UA.android, { standalone: true });
    expect(appShell()).toBe('installed-pwa');
    (window as { AndroidBridge?: unknown }).AndroidBridge = { version: () => 1 };
    resetBridgeDetection();
    expect(appShell()).toBe('wrapper');
  });
});
