// The search page's frame (/game/search) as skeletons, rendered at build time into a fragment the
// edge puts into the cover of that page's shell, with the first tiles' pictures filled in
// (scripts/build/vite-prerender-frame.ts, edge/routes/shell-tiles.ts). A first visit's LCP there is
// a tile's picture: from the HTML it paints before any JavaScript. Same rules as frame-skeleton.tsx:
// never imported at run time, global classes only, no style attributes, divs only.
import { block, chipRows, tileGrid } from './frame-skeleton';

/** How many tiles the frame draws: the first screen of a tall phone (four rows of three). */
const SEARCH_FRAME_TILES = 12;

/** The page's header (back, title), the search box, three chip rows, the count and the grid. */
export function SearchFrameSkeleton() {
  return (
    <div class="frame" aria-hidden="true">
      <div class="frame-header">
        {block('back')}
        {block('heading')}
      </div>
      <div class="frame-page">
        {block('searchbox')}
        <div class="frame-filters">
          {chipRows(3)}
        </div>
        {block('count')}
        {tileGrid(SEARCH_FRAME_TILES)}
      </div>
    </div>
  );
}
