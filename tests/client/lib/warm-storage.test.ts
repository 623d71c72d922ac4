import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmStorage } from '../../../client/lib/warm-storage';

afterEach(() => vi.restoreAllMocks());

describe('warmStorage', () => {
  it('uses localStorage, sessionStorage and the cookie jar once each', () => {
    const storage = vi.spyOn(Storage.prototype, 'length', 'get');
    const local = vi.spyOn(window, 'localStorage', 'get');
    const session = vi.spyOn(window, 'sessionStorage', 'get');
    let owner: object = document;
    while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
    const cookie = vi.spyOn(owner as Document, 'cookie', 'get');
    warmStorage();
    expect(local).toHaveBeenCalledTimes(1);
    expect(session).toHaveBeenCalledTimes(1);
    expect(storage).toHaveBeenCalled();
    expect(cookie).toHaveBeenCalledTimes(1);
  });

  it('gives up quietly when storage is refused (private mode, blocked cookies)', () => {
    vi.spyOn(Storage.prototype, 'length', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => warmStorage()).not.toThrow();
  });
});
