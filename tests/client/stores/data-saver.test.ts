import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkAsksToSave } from '../../../client/stores/data-saver';

/** A fake `navigator.connection` that can change like a phone's. */
class FakeConnection extends EventTarget {
  constructor(
    public saveData = false,
    public effectiveType = '4g',
  ) {
    super();
  }
  change(next: { saveData?: boolean; effectiveType?: string }) {
    Object.assign(this, next);
    this.dispatchEvent(new Event('change'));
  }
}

/** The store module fresh, as a page load on a phone with `connection` would see it. */
async function loadOn(connection: FakeConnection | undefined) {
  vi.resetModules();
  vi.stubGlobal('navigator', { ...navigator, connection });
  return import('../../../client/stores/data-saver');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-save-data');
});

describe('what the phone asks', () => {
  it('is saving on Save-Data or a 2G-slow connection, not otherwise', () => {
    expect(networkAsksToSave({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(networkAsksToSave({ effectiveType: '2g' })).toBe(true);
    expect(networkAsksToSave({ effectiveType: 'slow-2g' })).toBe(true);
    expect(networkAsksToSave({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(networkAsksToSave({})).toBe(false);
    // Browsers without the Network Information API (Safari, Firefox): off unless chosen.
    expect(networkAsksToSave(undefined)).toBe(false);
  });
});

describe('data saver', () => {
  it('follows the phone on auto, also when the connection changes', async () => {
    const connection = new FakeConnection(false, '4g');
    const store = await loadOn(connection);
    expect(store.$dataSaverChoice.get()).toBe('auto');
    expect(store.$dataSaver.get()).toBe(false);
    connection.change({ effectiveType: 'slow-2g' });
    expect(store.$dataSaver.get()).toBe(true);
    expect(document.documentElement.hasAttribute('data-save-data')).toBe(true);
    connection.change({ effectiveType: '4g' });
    expect(store.$dataSaver.get()).toBe(false);
    expect(document.documentElement.hasAttribute('data-save-data')).toBe(false);
  });

  it("lets the player's choice win over the phone, and keeps it for the next visit", async () => {
    const store = await loadOn(new FakeConnection(true));
    expect(store.$dataSaver.get()).toBe(true);
    store.setDataSaverChoice('off');
    expect(store.$dataSaver.get()).toBe(false);
    expect(localStorage.getItem('data_saver')).toBe('off');

    const next = await loadOn(new FakeConnection(false));
    expect(next.$dataSaverChoice.get()).toBe('off');
    next.setDataSaverChoice('on');
    expect(next.$dataSaver.get()).toBe(true);
    expect(document.documentElement.hasAttribute('data-save-data')).toBe(true);
    // Back to auto forgets the choice.
    next.setDataSaverChoice('auto');
    expect(localStorage.getItem('data_saver')).toBeNull();
    expect(next.$dataSaver.get()).toBe(false);
  });

  it('ignores a garbled stored choice', async () => {
    localStorage.setItem('data_saver', 'maybe');
    const store = await loadOn(undefined);
    expect(store.$dataSaverChoice.get()).toBe('auto');
    expect(store.$dataSaver.get()).toBe(false);
  });
});
