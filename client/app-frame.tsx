// The frame around the current page, as its route asks (tab bar, page, full screen, a section's
// tab bar), and the automatic overlays the route allows (the age notice, then queued popups).
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { ErrorBoundary as SuspenseBoundary, useLocation } from 'preact-iso';
import { lazyPage } from './widgets/lazy-page';
import { AppRouter } from './route-view';
import { DEFAULT_OVERLAYS, ROUTES, shownRoute, type Overlay, type RouteDef } from './routes';
import { ageNoticeWanted } from './features/shell/age-notice-store';
import { $config } from './stores/config';
import { $isLoggedIn } from './stores/session';
import { closeModal, isModalOpen, openModal, setPopupScope } from './stores/modals';
import { ErrorBoundary } from './ui/error-boundary';
import { TopBar } from './features/shell/top-bar';
import { BottomNav } from './features/shell/bottom-nav';
import { OfflineBar } from './features/shell/offline-bar';
import { whenIdle } from './lib/when-idle';
import { withCatalogs } from './stores/locale';
import { markFirstPageDrawn } from './stores/boot';

// A section's tab bar (and its tabs' text) stays out of the first paint.
const SectionTabs = lazyPage(() => import('./features/shell/section-tabs'));
// The jackpot bubble loads once the first screen is idle, and only for a signed-in player (the only
// one it shows to): nothing of it is in the first paint, nothing of it on a guest's first visit.
const JackpotBubble = lazyPage(async () => {
  await whenIdle(3000);
  return withCatalogs(import('./features/jackpot/jackpot-bubble'));
});

/** Opens or closes the age notice, then lets the popup queue show what this route allows. */
function OverlayWatcher({ overlays }: { overlays: readonly Overlay[] }) {
  const config = useStore($config);
  useEffect(() => {
    const wanted = ageNoticeWanted(config, overlays.includes('ageNotice'));
    if (wanted && !isModalOpen('ageNotice')) openModal({ name: 'ageNotice' });
    else if (!wanted && isModalOpen('ageNotice')) closeModal('ageNotice');
    // After the age notice, so a popup never opens in front of it.
    setPopupScope(overlays);
  }, [config, overlays]);
  return null;
}

let pageDrawn = false;
/**
 * False for the app's first render only, until a frame has drawn it: the first render draws the
 * bars, the page follows a frame later. Two shorter tasks, and two shorter style and layout
 * passes, on a slow phone instead of one long one, all under the cover, which goes once the
 * page is drawn (start.tsx).
 */
function usePageAfterBars(): boolean {
  const [shown, setShown] = useState(pageDrawn);
  useEffect(() => {
    // Effects run after the frame that drew this render.
    if (!shown) setShown(true);
    else {
      pageDrawn = true;
      markFirstPageDrawn();
    }
  }, [shown]);
  return shown;
}

/** The page of the current location in the frame its route asks for (`routes`: for tests). */
export function Frame({ routes = ROUTES }: { routes?: readonly RouteDef[] }) {
  const { path, query } = useLocation();
  const route = shownRoute(path, query, routes);
  // The 404 page (an unknown path or a failed validation) keeps the header and the tab bar: the
  // player is lost, so the ways on stay in their usual places.
  const frame = route?.frame ?? 'tabs';
  const section = typeof frame === 'object' ? frame : undefined;
  const tabs = frame === 'tabs';
  const bottomNav = tabs || section?.mainNav === true;
  const loggedIn = useStore($isLoggedIn);
  const pageShown = usePageAfterBars();
  return (
    <>
      <OfflineBar />
      {tabs || frame === 'bare' ? <TopBar bare={frame === 'bare'} /> : null}
      {section ? (
        // A tab bar that fails to load leaves the page usable without it.
        <ErrorBoundary resetKey={path} fallback={() => null}>
          <SuspenseBoundary>
            <SectionTabs section={section.section} />
          </SuspenseBoundary>
        </ErrorBoundary>
      ) : null}
      <main class={`app-main ${bottomNav ? 'with-bottom-nav' : ''} ${section ? 'in-section' : ''}`}>
        {pageShown ? <AppRouter routes={routes} /> : null}
      </main>
      {bottomNav ? <BottomNav /> : null}
      <OverlayWatcher overlays={route?.overlays ?? DEFAULT_OVERLAYS} />
      {loggedIn ? (
        <ErrorBoundary fallback={() => null}>
          <SuspenseBoundary>
            <JackpotBubble route={route?.name} />
          </SuspenseBoundary>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
