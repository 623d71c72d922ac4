import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSafeColor, legibleAccent, paintTheme, parseTheme } from '../../../client/lib/operator-theme';
import { THEME_STYLE_ID, themeStyleText } from '../../../contract/operator-theme';

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('theme validation', () => {
  it('accepts plain colours', () => {
    for (const ok of ['#fff', '#F5C542', '#f5c54280', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'rgb(1 2 3 / 50%)', 'hsl(270, 50%, 10%)', 'hsl(270deg 50% 10% / 0.4)']) {
      expect(isSafeColor(ok), ok).toBe(true);
    }
  });

  it('rejects hostile or unknown colour syntax', () => {
    for (const bad of [
      'red; background: url(https://evil.example/x)',
      'url(https://evil.example/x)',
      'var(--x)',
      'expression(alert(1))',
      '#ff',
      '#ggg',
      'rgb(1,2,3);x:y',
      'calc(1px)',
      'red',
      '',
      42,
      null,
      '#fff}body{display:none',
    ]) {
      expect(isSafeColor(bad), String(bad)).toBe(false);
    }
  });

  it('keeps a logo only when safe-url accepts it as an image', () => {
    expect(parseTheme('{"logo":"https://cdn.example/logo.png"}').logo).toBe('https://cdn.example/logo.png');
    expect(parseTheme('{"logo":"/icons/icon.svg"}').logo).toBe('/icons/icon.svg');
    expect(parseTheme('{"logo":"https://x.example/a\\"onerror=\\"alert(1)"}').logo).toBeUndefined();
  });

  it('keeps only known, valid keys of themeJsonData', () => {
    const theme = parseTheme(
      '{"colors":{"primary":"#123456","accent":"url(x)","bg":"rgb(1,2,3)","evil":"#000","__proto__":{"text":"#fff"}},' +
        '"logo":"javascript:alert(1)","title":"  <b>Lucky</b>  ","extra":"ignored"}',
    );
    expect(theme.colors).toEqual({ '--color-primary': '#123456', '--color-bg': 'rgb(1,2,3)' });
    expect(theme.logo).toBeUndefined();
    // Kept as text; Preact escapes it when rendering.
    expect(theme.title).toBe('<b>Lucky</b>');
  });

  it('survives malformed JSON and wrong shapes', () => {
    for (const bad of ['{', 'null', '[]', '"x"', '{"colors":[1,2]}', '{"colors":"#fff"}', undefined]) {
      expect(parseTheme(bad)).toEqual({ colors: {} });
    }
  });

  it('applies colours as CSS custom properties, and resolves once a frame has restyled the page with them', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      let done = false;
      const painted = paintTheme(parseTheme(JSON.stringify({ colors: { primary: '#abcdef' } }))).then(() => (done = true));
      expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#abcdef');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(done).toBe(false);
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      await painted;
      // Nothing to restyle: at once.
      await paintTheme({ colors: {} });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the theme the shell carries (edge/routes/shell-theme.ts)", () => {
  const shellWith = (css: string) => {
    const style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    style.textContent = css;
    document.head.append(style);
    return style;
  };
  afterEach(() => document.getElementById(THEME_STYLE_ID)?.remove());

  it('leaves the page alone when the shell already carries this theme: no restyle, no frame to wait for', async () => {
    const theme = parseTheme(JSON.stringify({ colors: { bg: '#14091f', accent: '#a24bff', surface: '#241336' } }));
    const style = shellWith(themeStyleText(theme));
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    try {
      await paintTheme(theme);
      expect(document.documentElement.getAttribute('style')).toBeNull();
      expect(frames).not.toHaveBeenCalled();
      expect(style.isConnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("drops the shell's colours for another theme, and for none", async () => {
    const style = shellWith(':root{--color-bg:#14091f;--color-text:#ffffff}');
    const painted = paintTheme(parseTheme(JSON.stringify({ colors: { bg: '#06140f' } })));
    expect(style.isConnected).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--color-bg')).toBe('#06140f');
    await painted;
    document.documentElement.removeAttribute('style');
    const again = shellWith(':root{--color-bg:#14091f}');
    await paintTheme({ colors: {} });
    expect(again.isConnected).toBe(false);
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });
});

describe('legibleAccent', () => {
  it('keeps a legible accent and lightens one too dark for small text on its surface', () => {
    expect(legibleAccent('#f7d774', '#231436')).toBe('#f7d774');
    const lighter = legibleAccent('#a24bff', '#241336');
    expect(lighter).not.toBe('#a24bff');
    expect(legibleAccent(lighter, '#241336')).toBe(lighter);
    expect(legibleAccent('rgb(1 2 3)', '#241336')).toBe('rgb(1 2 3)');
  });
});
