// /game/start?gameId=…&tryIt=0|1&activityId=…: the game full screen in a frame, with a floating
// back button (confirm before leaving), a loading overlay until the frame loads, an error state
// with retry, and a 'Demo' badge for try-it sessions. Leaving in any way (the button, browser
// back, another route) unmounts the page, and the store closes the session once.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { useLocation } from 'preact-iso';
import { GamesErrorCode } from '../../../contract/games';
import { ApiError } from '../../api/errors';
import { goBack, navigate } from '../../lib/navigate';
import { errorMessage, type CodeMessages } from '../../stores/error-message';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { LIMIT_CODES } from '../../stores/limit-messages';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';
import { useT } from '../../widgets/use-t';
import { $play, gameName, leaveGame, receiveGameMessage, retryGame, startGame, type StartParams } from './play-store';
import { $user } from '../../stores/session';
import { RealityCheckDialog } from './reality-check-dialog';
import { $realityPrompt, watchPlay } from './reality-check-store';
import { href } from '../../../contract/route-paths';
import { parseStartParams } from './start-params';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { BackIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import styles from './game-start-page.module.css';
import { playCatalog } from '../../i18n/play-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, limitErrorsCatalog, playCatalog];

// Same-origin is needed for the game's own API calls; the frame is our origin's sandbox game.
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

// The game's own codes; timeouts, the network, 429, 503 and unknown codes are error-message's.
const PLAY_CODES: CodeMessages = {
  ...LIMIT_CODES,
  [GamesErrorCode.gameNotFound]: 'play.error.notFound',
  [GamesErrorCode.gameDisabled]: 'play.error.disabled',
  [GamesErrorCode.tryItUnavailable]: 'play.error.tryItUnavailable',
  [GamesErrorCode.gameSessionInvalid]: 'play.error.sessionEnded',
};

// Starting again cannot help a game that does not exist or has no demo.
const FINAL_CODES: readonly number[] = [GamesErrorCode.gameNotFound, GamesErrorCode.tryItUnavailable];

function leavePage(): void {
  // Back where the player came from; a game opened directly (shared link) goes to the lobby.
  goBack(href('home'));
}

const paramsKey = (params: StartParams | null): string => (params ? `${params.gameId}:${params.tryIt}:${params.activityId ?? ''}` : '');

export default function GameStartPage(_props: { query?: Record<string, string> }) {
  const t = useT();
  const { query } = useLocation();
  const params = parseStartParams(query);
  const key = paramsKey(params);
  const play = useStore($play);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!params) return undefined;
    void startGame(params);
    // pagehide (the store leaves the game) may put the page in the back-forward cache; when it
    // comes back, the session it had is closed, so open a new one.
    const onPageShow = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) void startGame(params);
    };
    addEventListener('pageshow', onPageShow);
    return () => {
      removeEventListener('pageshow', onPageShow);
      void leaveGame();
    };
    // `params` is parsed from the query each render; `key` is its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // The reality check counts real-money play only.
  const userId = useStore($user)?.id ?? 0;
  const realityPrompt = useStore($realityPrompt);
  // `params` is parsed from the query each render; `key` is its identity.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (params && params.tryIt !== 1 && userId ? watchPlay(userId) : undefined), [key, userId]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => void receiveGameMessage(event, frameRef.current?.contentWindow);
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);

  // The route validates the query; this is only reached with a bad one if the route table changes.
  if (!params) return null;

  const name = gameName(params.gameId) || t('play.gameFallbackName');
  const mine = play.status !== 'idle' && paramsKey(play.params) === key;
  const url = mine && play.status === 'playing' ? play.url : null;
  const failed = mine && play.status === 'failed' ? play.error : null;
  const loading = !failed && (url === null || loadedUrl !== url);

  return (
    <section class={styles.stage} aria-label={name}>
      {/* A strip of its own above the game, so it never covers the game's labels. */}
      {params.tryIt === 1 ? (
        <p class={styles.demo} data-testid="demo-badge">
          <strong>{t('play.demo')}</strong> {t('play.demoHint')}
        </p>
      ) : null}
      {url ? (
        <iframe
          key={url}
          ref={frameRef}
          class={styles.frame}
          src={url}
          title={name}
          allow="fullscreen"
          sandbox={FRAME_SANDBOX}
          onLoad={() => setLoadedUrl(url)}
        />
      ) : null}

      {loading ? (
        <div class={styles.overlay}>
          <Spinner label={t('play.loading')} />
          <p>{t('play.loading')}</p>
        </div>
      ) : null}

      {failed ? <StartError error={failed} /> : null}


      <button type="button" class={styles.back} aria-label={t('play.back')} onClick={() => (failed ? leavePage() : setConfirming(true))}>
        <BackIcon />
      </button>

      {realityPrompt && userId ? <RealityCheckDialog userId={userId} prompt={realityPrompt} /> : null}

      <Dialog
        open={confirming}
        title={t('play.leaveTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('play.leaveCancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                leavePage();
              }}
            >
              {t('play.leaveConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('play.leaveMessage')}</p>
      </Dialog>
    </section>
  );
}

function StartError({ error }: { error: Error }) {
  const t = useT();
  const message = errorMessage(error, PLAY_CODES);
  const retryable = !(error instanceof ApiError && error.kind === 'code' && FINAL_CODES.includes(error.code));
  return (
    <div class={styles.overlay} role="alert">
      <h1 class={styles.errorTitle}>{t('play.errorTitle')}</h1>
      <p>{t(message.key, message.params)}</p>
      <div class={styles.errorActions}>
        {retryable ? <Button onClick={() => void retryGame()}>{t('play.retry')}</Button> : null}
        <Button variant="secondary" onClick={() => navigate(href('home'), { replace: true })}>
          {t('play.backHome')}
        </Button>
      </div>
    </div>
  );
}
