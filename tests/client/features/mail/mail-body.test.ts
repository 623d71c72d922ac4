// @vitest-environment jsdom
// The mail body sanitiser on hostile bodies: nothing that runs, loads or navigates inside the app
// survives; formatting and https links do. In jsdom: happy-dom parses HTML unlike a browser, and
// DOMPurify's guarantees rest on the parser.
import { describe, expect, it } from 'vitest';
import { sanitizeMailBody } from '../../../../client/features/mail/mail-body';

const HOSTILE: [string, string][] = [
  ['script tag', '<p>Hi</p><script>alert(1)</script>'],
  ['script in svg', '<svg><script>alert(1)</script></svg>'],
  ['onerror image', '<img src=x onerror="alert(1)">'],
  ['onclick on a paragraph', '<p onclick="alert(1)">Tap</p>'],
  ['javascript link', '<a href="javascript:alert(1)">Win</a>'],
  ['javascript link hidden by a tab', '<a href="java\tscript:alert(1)">Win</a>'],
  ['entity-encoded javascript', '<a href="&#106;avascript:alert(1)">Win</a>'],
  ['data URL link', '<a href="data:text/html,<script>alert(1)</script>">Win</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">Win</a>'],
  ['plain http link', '<a href="http://evil.example/">Win</a>'],
  ['protocol-relative link', '<a href="//evil.example/">Win</a>'],
  ['iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['form', '<form action="https://evil.example/"><input name="password"></form>'],
  ['style tag', '<style>body{display:none}</style>'],
  ['style attribute', '<p style="background:url(https://evil.example/track)">x</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['base tag', '<base href="https://evil.example/">'],
  ['mXSS noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['tracking image', '<img src="https://tracker.example/open.gif">'],
  ['target override', '<a href="https://ok.example/" target="_self" onmouseover="alert(1)">ok</a>'],
];

function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('sanitizeMailBody', () => {
  it.each(HOSTILE)('%s: leaves nothing that runs, loads or navigates inside the app', (_name, body) => {
    const root = parse(sanitizeMailBody(body));
    for (const el of root.querySelectorAll('*')) {
      expect(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'INPUT', 'STYLE', 'META', 'BASE', 'IMG', 'SVG', 'MATH', 'NOSCRIPT']).not.toContain(el.tagName.toUpperCase());
      for (const attr of el.getAttributeNames()) {
        expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
        expect(['style', 'src', 'srcdoc', 'action', 'formaction']).not.toContain(attr);
      }
      const href = el.getAttribute('href');
      if (href !== null) expect(href).toMatch(/^https:\/\//);
    }
  });

  it('keeps formatting and text, and turns https links into links that open outside the app', () => {
    const html = sanitizeMailBody('<p>Hello <strong>Juan</strong>, see <a href="https://www.pagcor.ph/">PAGCOR</a> or <a href="javascript:x()">this</a>.</p><ul><li>One</li></ul>');
    const root = parse(html);
    expect(root.textContent).toBe('Hello Juan, see PAGCOR or this.One');
    expect(root.querySelector('strong')?.textContent).toBe('Juan');
    const links = root.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe('https://www.pagcor.ph/');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[1]?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('li')?.textContent).toBe('One');
  });

  it('answers plain text unchanged and an empty body as empty', () => {
    expect(sanitizeMailBody('Just text & more')).toBe('Just text & more');
    expect(sanitizeMailBody('')).toBe('');
  });
});
