// Keeps keyboard focus inside an open dialog or sheet, closes it with Escape or Android back when
// allowed (back through lib/back-stack.ts, the one place that owns overlay history entries), and
// gives focus back to where it was when it closes.
import { useEffect, useRef } from 'preact/hooks';
import { withBackStack } from '../lib/overlay-history';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Returns the ref for the container; active while `open`. */
export function useFocusTrap<T extends HTMLElement>(open: boolean, onEscape?: () => void) {
  const ref = useRef<T>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;
  // Remember the opener while rendering the opening, before anything inside can take focus.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = document.activeElement as HTMLElement | null;
  wasOpen.current = open;

  const dismissable = Boolean(onEscape);
  useEffect(() => {
    if (!open || !dismissable) return;
    let live = true;
    let release: (() => void) | undefined;
    void withBackStack().then((stack) => {
      if (live) release = stack.open(() => escape.current?.());
    });
    return () => {
      live = false;
      release?.();
    };
  }, [open, dismissable]);

  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return;
    const previous = opener.current;
    const focusables = () => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!container.contains(document.activeElement)) (container.querySelector<HTMLElement>('[autofocus]') ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open]);

  return ref;
}
