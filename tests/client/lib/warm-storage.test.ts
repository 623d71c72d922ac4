import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmStorage } from '../../../client/lib/warm-storage';

afterEach(() => vi.restoreAllMocks());

/** A storage whose `length` reads are recorded under `name` (the page's own may be stubbed by another file of the shared worker). */
const recordingStorage = (name: string, reads: string[]) =>
  ({
    get length() {
      reads.push(name);
      return 0;
    },
  }) as Storage;

function spyCookie() {
  let owner: object = document;
  while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
  return vi.spyOn(owner as Document, 'cookie', 'get');
}

describe('warmStorage', () => {
  it('uses localStorage, sessionStorage and the cookie jar once each', () => {
    const reads: string[] = [];
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(recordingStorage('local', reads));
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(recordingStorage('session', reads));
    const cookie = spyCookie().mockReturnValue('');
    warmStorage();
    expect(reads).toEqual(['local', 'session']);
    expect(cookie).toHaveBeenCalledTimes(1);
  });

  it('gives up quietly when storage is refused (private mode, blocked cookies)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => warmStorage()).not.toThrow();
  });
});
