import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeNetworkError, fakeApi } from '../fake-api';
import { $theme, loadTheme } from '../../../client/stores/theme';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
  $theme.set({ colors: {} });
});

describe('loadTheme', () => {
  it('asks for the preview theme when the URL has themeViewId', async () => {
    const appTheme = { themeName: 't', themeDomian: '', themeJsonData: '{"colors":{"accent":"#f7d774"}}' };
    const api = fakeApi({ 'anonymous/appThemePreview': { appTheme }, 'anonymous/appTheme': { appTheme } });
    await loadTheme('?themeViewId=abc-1');
    expect(api.fetch.mock.calls[0]![0]).toBe('/app/v1/anonymous/appThemePreview');
    expect(api.posted('anonymous/appThemePreview')).toEqual([expect.objectContaining({ themeViewId: 'abc-1' })]);
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('#f7d774');
    await loadTheme('');
    expect(api.fetch.mock.calls[1]![0]).toBe('/app/v1/anonymous/appTheme');
  });

  it('keeps only what passed the checks in $theme, and the built-in look for a bad theme', async () => {
    const appTheme = { themeName: 't', themeDomian: '', themeJsonData: '{"colors":{"primary":"url(x)","bg":"#101010"},"logo":"javascript:alert(1)"}' };
    fakeApi({ 'anonymous/appTheme': { appTheme } });
    await loadTheme('');
    expect($theme.get()).toEqual({ colors: { '--color-bg': '#101010' } });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
  });

  it('rejects (the built-in look stays) when the call fails', async () => {
    fakeApi({ 'anonymous/appTheme': new FakeNetworkError() });
    await expect(loadTheme('')).rejects.toBeTruthy();
    expect($theme.get()).toEqual({ colors: {} });
  });
});
