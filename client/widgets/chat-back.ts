// Back closes the maximised chat widget like every sheet (lib/back-stack.ts): the chat holds an
// entry on the back stack while maximised, released when it is minimised (its own close button).
import { withBackStack } from '../lib/overlay-history';

/** The slice of the chat widget's API the app uses (LiveChat's). */
export interface ChatWidget {
  call(method: 'maximize' | 'minimize'): void;
  on?(event: 'visibility_changed', listener: (payload: { visibility: string }) => void): void;
}

// The maximised chat's entry on the back stack, released when the chat is minimised.
let releaseBack: (() => void) | undefined;
let chatOpen = false;
let watching = false;

/** Back closes the maximised chat like every sheet (lib/back-stack.ts). */
export function backClosesChat(widget: ChatWidget): void {
  chatOpen = true;
  if (!watching) {
    watching = true;
    widget.on?.('visibility_changed', ({ visibility }) => {
      if (visibility === 'maximized') return;
      chatOpen = false;
      const release = releaseBack;
      releaseBack = undefined;
      release?.();
    });
  }
  if (releaseBack) return;
  void withBackStack().then((stack) => {
    if (!chatOpen || releaseBack) return;
    releaseBack = stack.open(() => {
      releaseBack = undefined;
      widget.call('minimize');
    });
  });
}

