import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readJson, writeJson, writeJsonSoon } from '../../../client/lib/storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('writes and reads JSON; null removes the key', () => {
    writeJson('k', { a: 1 });
    expect(readJson('k')).toEqual({ a: 1 });
    writeJson('k', null);
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('writeJsonSoon writes in a later task, not in the one that asked', async () => {
    vi.useFakeTimers();
    writeJsonSoon('config_offline', { v: 3 });
    expect(localStorage.getItem('config_offline')).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(readJson('config_offline')).toEqual({ v: 3 });
  });
});
