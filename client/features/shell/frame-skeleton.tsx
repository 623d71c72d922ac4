// The home screen's frame as skeletons, rendered to HTML at build time into index.html's #cover
// (scripts/build/vite-prerender-frame.ts), so the first paint shows the layout before any JavaScript.
// Never imported at run time (the first paint's JS stays as it is). Plain global classes
// (styles/frame-skeleton.css): the build cannot know CSS-module names, and no style attributes,
// which the edge's CSP (style-src 'self') refuses. Divs only: the real landmarks are the app's.
import type { JSX } from 'preact';

/** A skeleton block of the frame (frame-skeleton.css's `.frame-<name>`). */
export const block = (name: string) => <span class={`frame-block frame-${name}`} />;
export const repeat = (count: number, make: (index: number) => JSX.Element) => Array.from({ length: count }, (_, index) => make(index));
/** `rows` rows of four chips, as the lobby's and the search page's filters. */
export const chipRows = (rows: number) => repeat(rows, () => <div class="frame-row frame-chips">{repeat(4, () => block('chip'))}</div>);
/** A grid of `tiles` game tiles (picture and name), as the lobby's and the search page's. */
export const tileGrid = (tiles: number) => (
  <div class="frame-grid">
    {repeat(tiles, () => (
      <div>
        {block('art')}
        {block('name')}
      </div>
    ))}
  </div>
);

/** Top bar, home card, banner, search, type tabs, chips, three rows of tiles and the tab bar. */
export function FrameSkeleton() {
  return (
    <div class="frame" aria-hidden="true">
      <div class="frame-top">
        <div class="frame-brand">
          <svg class="frame-logo" viewBox="0 0 48 48">
            <path d="M24 4l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#f5c542" />
          </svg>
          {block('title')}
        </div>
        <div class="frame-row frame-end">
          {block('globe')}
          {block('login')}
          {block('register')}
        </div>
      </div>
      <div class="frame-home">
        {block('card')}
        <div class="frame-lobby">
          <div>
            {block('banner')}
            <div class="frame-dots">{repeat(3, () => block('dot'))}</div>
          </div>
          {block('search')}
          <div class="frame-games">
            <div class="frame-row frame-tabs">{repeat(4, () => block('tab'))}</div>
            {chipRows(2)}
            {tileGrid(9)}
          </div>
        </div>
      </div>
      <div class="frame-nav">
        {repeat(3, (index) => (
          <div class={index === 1 ? 'frame-item frame-prominent' : 'frame-item'}>
            {block('icon')}
            {block('label')}
          </div>
        ))}
      </div>
    </div>
  );
}
