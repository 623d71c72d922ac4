// Opening customer service (spec section 4): with no online service line, the /service page; in
// the Android wrapper, its native chat; otherwise the web chat widget, maximised. The widget's
// script loads only here, when the player asks for it (never on the first paint), from the line's
// URL when it is https or our own origin (the edge's CSP allows only the configured origin).
import { ONLINE_SERVICE } from '../../contract/service';
import type { CustomerServiceItem } from '../../contract/core';
import { isNativeWrapper, openNativeChat } from '../lib/native-bridge';
import { navigate } from '../lib/navigate';
import type { ChatWidget } from './chat-back';
import { safeResourceUrl } from '../../contract/safe-url';
import { loadScript } from '../lib/social/load-script';
import { href } from '../../contract/route-paths';


/** The online line to use: the first online line by sort, VIP lines only for VIP players. */
export function onlineLine(lines: readonly CustomerServiceItem[] | undefined, vip: boolean): CustomerServiceItem | undefined {
  return [...(lines ?? [])]
    .filter((line) => line.itemType === ONLINE_SERVICE && (vip ? true : line.vip !== 1) && safeResourceUrl(line.url) !== null)
    .sort((a, b) => Number(b.vip === 1) - Number(a.vip === 1) || a.sort - b.sort)[0];
}

/** Where a request for customer service goes. */
export type ServiceRoute = { kind: 'page' } | { kind: 'native'; line: CustomerServiceItem } | { kind: 'widget'; line: CustomerServiceItem };

/** The spec's rule, pure: no online line → the page; the Android wrapper → native; else the widget. */
export function serviceRoute(line: CustomerServiceItem | undefined, native: boolean): ServiceRoute {
  if (!line) return { kind: 'page' };
  return native ? { kind: 'native', line } : { kind: 'widget', line };
}

/** Loads the chat widget for `line` (once) and maximises it. Rejects when the script cannot load. */
export async function openChatWidget(line: CustomerServiceItem): Promise<void> {
  const w = window as unknown as { __lc?: { license: string; group: string }; LiveChatWidget?: ChatWidget };
  // The widget reads its licence and group when it starts; a later line (VIP) changes the group.
  w.__lc = { license: line.param1, group: line.param2 };
  await loadScript(line.url);
  const widget = w.LiveChatWidget;
  if (!widget) return;
  widget.call('maximize');
  // Back closes it like every sheet: a module of its own, needed only once a chat is open.
  import('./chat-back').then((m) => m.backClosesChat(widget), () => undefined);
}

/** Where a chat request ended: the wrapper's native chat, or the web chat widget. */
export type ChatResult = 'native' | 'widget';

/**
 * Opens the chat of a service line: the wrapper's native chat, else (no wrapper, no chat hook, or
 * a hook that failed) the web widget. Rejects when the widget's script cannot load.
 */
export async function openChat(line: CustomerServiceItem): Promise<ChatResult> {
  if (openNativeChat({ license: line.param1, group: line.param2, name: line.name })) return 'native';
  await openChatWidget(line);
  return 'widget';
}

/** Opens customer service for a player by the spec's rule; rejects when the widget fails to load. */
export async function openCustomerService(lines: readonly CustomerServiceItem[] | undefined, vip: boolean): Promise<void> {
  const route = serviceRoute(onlineLine(lines, vip), isNativeWrapper());
  if (route.kind === 'page') return navigate(href('service'));
  await openChat(route.line);
}
