// The channels' icons (24-unit viewBox, currentColor strokes), by channel key; others get a link.
import type { JSX } from 'preact';

const PATHS: Record<string, JSX.Element> = {
  facebook: <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7.5a.5.5 0 0 1 .5-.5H15z" />,
  telegram: <path d="M21 4L3 11l6.5 2.2L12 20l3.5-4.5L20 19zM9.5 13.2L21 4" />,
  youtube: <path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z" />,
  tiktok: <path d="M14 3v11.5A3.5 3.5 0 1 1 10.5 11M14 3c.3 2.8 2.2 4.7 5 5" />,
};
const LINK = <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />;

export function ChannelIcon({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
      {Object.hasOwn(PATHS, id) ? PATHS[id] : LINK}
    </svg>
  );
}
