// The app: error boundary > LocationProvider > frame (app-frame.tsx: the route's frame and
// overlays), plus the modal host, toasts and the app-wide reactions to API events.
import { useEffect, useMemo } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { LocationProvider } from 'preact-iso';
import { Frame } from './app-frame';
import { startApiReactions } from './stores/api-reactions';
import { $bootState, boot, markFirstPageDrawn } from './stores/boot';
import { useT } from './widgets/use-t';
import { ErrorBoundary } from './ui/error-boundary';
import { UiStringsContext, type UiStrings } from './ui/ui-strings';
import { Button } from './ui/button';
import { ModalHost } from './modal-host';
import { ToastHost } from './features/shell/toast-host';

function BootFailed() {
  const t = useT();
  return (
    <div class="screen-message" role="alert">
      <h1>{t('boot.failedTitle')}</h1>
      <p>{t('boot.failedMessage')}</p>
      <Button onClick={() => void boot()}>{t('common.retry')}</Button>
    </div>
  );
}

/** Last-resort fallback (the frame itself failed); kept eager and tiny. */
function Crashed() {
  const t = useT();
  return (
    <div class="screen-message" role="alert">
      <h1>{t('error.serverTitle')}</h1>
      <Button onClick={() => location.reload()}>{t('common.retry')}</Button>
    </div>
  );
}

export function App() {
  const t = useT();
  const bootState = useStore($bootState);
  useEffect(startApiReactions, []);
  useEffect(() => {
    // The event log is not needed for the first paint: its chunk loads right after.
    let stop: (() => void) | undefined;
    let live = true;
    import('./stores/event-log').then((module) => live && (stop = module.startEventLog()), () => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  const [close, back, showPassword, hidePassword, loading] = [t('common.close'), t('common.back'), t('common.showPassword'), t('common.hidePassword'), t('common.loading')];
  const uiStrings = useMemo<UiStrings>(() => ({ close, back, showPassword, hidePassword, loading }), [close, back, showPassword, hidePassword, loading]);
  return (
    <UiStringsContext.Provider value={uiStrings}>
      <ErrorBoundary
        onError={(error) => {
          console.error(error);
          // The frame failed before drawing its page: the cover goes, or the fallback stays under it.
          markFirstPageDrawn();
        }}
        fallback={() => <Crashed />}
      >
        <LocationProvider>
          {bootState === 'ready' ? <Frame /> : bootState === 'failed' ? <BootFailed /> : null}
          <ModalHost />
          <ToastHost />
        </LocationProvider>
      </ErrorBoundary>
    </UiStringsContext.Provider>
  );
}
