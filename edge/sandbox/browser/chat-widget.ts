// The sandbox's stand-in for a hosted chat widget (LiveChat-style API), so customer service runs
// offline. The app sets `window.__lc = { license, group }` and loads this script; then
// `LiveChatWidget.call('maximize')` opens the chat full screen in a frame of the sandbox's chat
// page, and 'minimize' or the close button hides it. Styles are set through the CSSOM (allowed by
// the app's CSP, which has no 'unsafe-inline').

interface ChatSettings {
  license?: string;
  group?: string;
}

type Listener = (payload: { visibility: 'maximized' | 'minimized' }) => void;

const w = window as unknown as { __lc?: ChatSettings; LiveChatWidget?: unknown };
const listeners: Listener[] = [];
let overlay: HTMLDivElement | null = null;
let returnFocusTo: Element | null = null;

function emit(visibility: 'maximized' | 'minimized'): void {
  for (const listener of listeners) listener({ visibility });
}

function build(): HTMLDivElement {
  const settings = w.__lc ?? {};
  const box = document.createElement('div');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-label', 'Customer service chat');
  box.dataset.testid = 'chat-widget';
  box.dataset.group = settings.group ?? '';
  Object.assign(box.style, { position: 'fixed', inset: '0', zIndex: '2147483000', display: 'flex', flexDirection: 'column', background: '#fff' });
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close chat';
  Object.assign(close.style, { minHeight: '44px', border: '0', background: '#1b0f2b', color: '#fff', font: '600 15px system-ui, sans-serif', cursor: 'pointer' });
  close.addEventListener('click', minimize);
  const frame = document.createElement('iframe');
  const query = new URLSearchParams({ license: settings.license ?? '', group: settings.group ?? '' });
  frame.src = `/sandbox/chat/?${query.toString()}`;
  frame.title = 'Customer service chat';
  Object.assign(frame.style, { flex: '1', width: '100%', border: '0' });
  box.append(close, frame);
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') minimize();
  });
  return box;
}

function maximize(): void {
  returnFocusTo = document.activeElement;
  // Another line (the VIP host) asks for a new conversation.
  if (overlay && overlay.dataset.group !== (w.__lc?.group ?? '')) {
    overlay.remove();
    overlay = null;
  }
  if (!overlay) {
    overlay = build();
    document.body.appendChild(overlay);
  }
  overlay.style.display = 'flex';
  overlay.querySelector('button')?.focus();
  emit('maximized');
}

function minimize(): void {
  if (!overlay) return;
  overlay.style.display = 'none';
  if (returnFocusTo instanceof HTMLElement) returnFocusTo.focus();
  emit('minimized');
}

w.LiveChatWidget = {
  call(method: string): void {
    if (method === 'maximize') maximize();
    else if (method === 'minimize' || method === 'hide') minimize();
  },
  on(event: string, listener: Listener): void {
    if (event === 'visibility_changed') listeners.push(listener);
  },
};
