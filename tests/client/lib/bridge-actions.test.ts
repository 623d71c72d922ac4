// The actions over the wrapper's hooks (lib/bridge-actions.ts, native-bridge.ts's copyText, native-login.ts): through the wrapper when it has the
// hook and it works; else the browser's way (Web Share, the Clipboard API, a hidden textarea, a
// link, the web sign-in); a throwing wrapper, a missing hook or a bad answer never breaks the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialProvider } from '../../../contract/auth';
import { downloadFile, shareLink, wrapperOutdated } from '../../../client/lib/bridge-actions';
import { copyText } from '../../../client/lib/native-bridge';
import { nativeLogin, NATIVE_LOGIN_TIMEOUT_MS } from '../../../client/lib/native-login';
import { resetBridgeDetection } from '../../../client/lib/native-facts';

type Result = (id: string, json: unknown) => void;
const w = window as unknown as { AndroidBridge?: unknown; onAndroidBridgeResult?: Result };
const link = { title: 'Casino', text: 'Play with me', url: 'https://casino.example/download' };
const throws = () => {
  throw new Error('Java exception');
};

// The browser's navigator with some members replaced (happy-dom's are getters).
function stubNavigator(members: Record<string, unknown>): void {
  const descriptors = Object.fromEntries(Object.entries(members).map(([key, value]) => [key, { value, configurable: true }]));
  vi.stubGlobal('navigator', Object.create(navigator, descriptors) as Navigator);
}

function inject(bridge: unknown): void {
  w.AndroidBridge = bridge;
  resetBridgeDetection();
}

let writeText: ReturnType<typeof vi.fn>;
let execCommand: ReturnType<typeof vi.fn>;

beforeEach(() => {
  writeText = vi.fn(() => Promise.resolve());
  stubNavigator({ clipboard: { writeText }, share: undefined, canShare: undefined });
  execCommand = vi.fn(() => true);
  (document as unknown as { execCommand: unknown }).execCommand = execCommand;
});

afterEach(() => {
  delete w.AndroidBridge;
  delete w.onAndroidBridgeResult;
  resetBridgeDetection();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('copyText', () => {
  it('goes through the wrapper when it has the hook', async () => {
    const copy = vi.fn(() => true);
    inject({ version: () => 1, copy });
    expect(await copyText('UID 42')).toBe('copied');
    expect(copy).toHaveBeenCalledWith('UID 42');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('uses the Clipboard API without a wrapper, when the hook is missing, throws or says false', async () => {
    expect(await copyText('a')).toBe('copied');
    inject({ version: () => 1 });
    expect(await copyText('b')).toBe('copied');
    inject({ copy: throws });
    expect(await copyText('c')).toBe('copied');
    inject({ copy: () => false });
    expect(await copyText('d')).toBe('copied');
    expect(writeText.mock.calls.map((call) => call[0])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('falls back to a hidden textarea when the Clipboard API is missing or refuses, and removes it', async () => {
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    let copied = '';
    execCommand.mockImplementation(() => {
      copied = (document.querySelector('textarea') as HTMLTextAreaElement).value;
      return true;
    });
    expect(await copyText('order 7')).toBe('copied');
    expect(copied).toBe('order 7');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    stubNavigator({ clipboard: undefined });
    expect(await copyText('x')).toBe('copied');
  });

  it('says failed when nothing can copy', async () => {
    stubNavigator({ clipboard: undefined });
    execCommand.mockReturnValue(false);
    expect(await copyText('x')).toBe('failed');
    execCommand.mockImplementation(throws);
    expect(await copyText('x')).toBe('failed');
  });
});

describe('shareLink', () => {
  it('opens the wrapper share sheet with the link as JSON', async () => {
    const share = vi.fn((_json: string) => true);
    inject({ version: () => 1, share });
    expect(await shareLink(link)).toBe('shared');
    expect(JSON.parse(share.mock.calls[0]![0] as string)).toEqual(link);
  });

  it('uses Web Share without the wrapper hook, or when it throws; a closed sheet is cancelled', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator({ share, clipboard: { writeText } });
    inject({ share: throws });
    expect(await shareLink(link)).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    expect(await shareLink(link)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the text and link when there is no share sheet, or Web Share fails or cannot share this', async () => {
    expect(await shareLink(link)).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith('Play with me https://casino.example/download');
    const share = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    stubNavigator({ share, clipboard: { writeText } });
    expect(await shareLink({ ...link, text: '' })).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith('https://casino.example/download');
    const never = vi.fn();
    stubNavigator({ share: never, canShare: () => false, clipboard: { writeText } });
    expect(await shareLink(link)).toBe('copied');
    expect(never).not.toHaveBeenCalled();
  });

  it('says failed when neither sharing nor copying works', async () => {
    inject({ share: () => false, copy: () => false });
    stubNavigator({ clipboard: undefined });
    execCommand.mockReturnValue(false);
    expect(await shareLink(link)).toBe('failed');
  });
});

describe('downloadFile', () => {
  it('hands the absolute URL and name to the wrapper download manager', () => {
    const download = vi.fn((_json: string) => true);
    inject({ download });
    expect(downloadFile('/files/app.apk', 'Casino.apk')).toBe('started');
    expect(JSON.parse(download.mock.calls[0]![0] as string)).toEqual({ url: `${location.origin}/files/app.apk`, name: 'Casino.apk' });
  });

  it('clicks a download link without the hook or when it fails, and refuses unsafe URLs', () => {
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    try {
      inject({ download: throws });
      expect(downloadFile('https://cdn.example/app.apk', 'app.apk')).toBe('started');
      expect(clicked).toEqual([{ href: 'https://cdn.example/app.apk', download: 'app.apk' }]);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(downloadFile('javascript:alert(1)', 'x')).toBe('failed');
      expect(downloadFile('http://plain.example/app.apk', 'x')).toBe('failed');
      expect(clicked).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
});

describe('wrapperOutdated', () => {
  it('is never so in a browser', () => {
    expect(wrapperOutdated(99)).toBe(false);
  });

  it('compares the operator APK build with the wrapper build', () => {
    inject({ version: () => 1, deviceInfo: () => '{"appVersionCode":14}' });
    expect(wrapperOutdated(15)).toBe(true);
    expect(wrapperOutdated(14)).toBe(false);
    expect(wrapperOutdated(undefined)).toBe(false);
    inject({ version: () => 1, deviceInfo: () => '{"appVersionCode":"14"}' });
    expect(wrapperOutdated(15)).toBe(false);
    inject({ version: () => 1, deviceInfo: throws });
    expect(wrapperOutdated(15)).toBe(false);
  });

  it('takes a wrapper of an older protocol (no version, a broken one) as outdated, whatever its build', () => {
    inject({ openChat: () => undefined, deviceInfo: () => '{"appVersionCode":14}' });
    expect(wrapperOutdated(undefined)).toBe(true);
    inject({ version: throws, deviceInfo: () => '{"appVersionCode":14}' });
    expect(wrapperOutdated(14)).toBe(true);
  });
});

describe('nativeLogin', () => {
  it('is unavailable without the hook, or when the hook throws or refuses (the web sign-in goes on)', async () => {
    expect(await nativeLogin(SocialProvider.google)).toEqual({ status: 'unavailable' });
    inject({ login: throws });
    expect(await nativeLogin(SocialProvider.google)).toEqual({ status: 'unavailable' });
    inject({ login: () => false });
    expect(await nativeLogin(SocialProvider.google)).toEqual({ status: 'unavailable' });
  });

  it('resolves with the credential the wrapper sends back through onAndroidBridgeResult', async () => {
    const login = vi.fn((json: string) => {
      const { provider, callbackId } = JSON.parse(json) as { provider: string; callbackId: string };
      expect(provider).toBe('facebook');
      // The wrapper answers later, from its SDK's callback.
      setTimeout(() => w.onAndroidBridgeResult!(callbackId, JSON.stringify({ status: 'ok', accessToken: 'tok', userID: 'fb1', expiresIn: 3600, extra: 1 })), 0);
    });
    inject({ login });
    expect(await nativeLogin(SocialProvider.facebook)).toEqual({ status: 'ok', credential: { accessToken: 'tok', userID: 'fb1', expiresIn: 3600 } });
  });

  it('tells cancelled from failed, reads an object answer too, and ignores unknown callback ids', async () => {
    let answer: unknown = { status: 'cancelled' };
    inject({
      login: (json: string) => {
        const { callbackId } = JSON.parse(json) as { callbackId: string };
        w.onAndroidBridgeResult!('someone-else', '{"status":"ok","accessToken":"x"}');
        w.onAndroidBridgeResult!(callbackId, answer);
      },
    });
    expect(await nativeLogin(SocialProvider.line)).toEqual({ status: 'cancelled' });
    for (answer of ['{"status":"ok"}', 'not json', { status: 'ok', accessToken: '' }, { status: 'error', message: 'no network' }, null]) {
      expect(await nativeLogin(SocialProvider.line)).toEqual({ status: 'failed' });
    }
  });

  it('fails when the wrapper never answers', async () => {
    vi.useFakeTimers();
    inject({ login: () => undefined });
    const result = nativeLogin(SocialProvider.google);
    await vi.advanceTimersByTimeAsync(NATIVE_LOGIN_TIMEOUT_MS);
    expect(await result).toEqual({ status: 'failed' });
  });
});
