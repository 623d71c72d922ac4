import type { Ref } from 'preact';
import { HeartIcon } from './game-icons';
import { LazyImage } from './lazy-image';
import styles from './game-tile.module.css';

/** Artwork size of the sandbox's games (3:4). */
export const GAME_ART_WIDTH = 300;
export const GAME_ART_HEIGHT = 400;

export interface GameTileProps {
  name: string;
  imageUrl: string;
  /** A 'Try' button for demo play. */
  tryIt?: { label: string; ariaLabel: string; onTry: () => void };
  /** Heart button (members); left out for guests when `onLike` is not given. */
  like?: { liked: boolean; label: string; onToggle: () => void };
  onOpen: () => void;
  /** Ref on the tile's root (view events). */
  tileRef?: Ref<HTMLDivElement>;
  /** The picture is asked for at once and at high priority (a first screen's largest: its LCP). */
  priority?: boolean;
}

/**
 * A game: 3:4 artwork, name, optional 'Try' (demo play) button and like heart. The two buttons are
 * 44 px squares in the art's top corners (the art keeps nothing there), never over the name.
 */
export function GameTile({ name, imageUrl, tryIt, like, onOpen, tileRef, priority }: GameTileProps) {
  return (
    <div class={styles.tile} ref={tileRef}>
      <button type="button" class={styles.open} onClick={onOpen}>
        <LazyImage class={styles.art} src={imageUrl} alt="" width={GAME_ART_WIDTH} height={GAME_ART_HEIGHT} priority={priority} />
        <span class={styles.name} data-testid="game-name">
          {name}
        </span>
      </button>
      {tryIt ? (
        <button type="button" class={styles.try} aria-label={tryIt.ariaLabel} onClick={tryIt.onTry}>
          <span class={styles.tryPill}>{tryIt.label}</span>
        </button>
      ) : null}
      {like ? (
        <button type="button" class={`${styles.like} ${like.liked ? styles.liked : ''}`} aria-pressed={like.liked} aria-label={like.label} onClick={like.onToggle} data-guide="like">
          <HeartIcon filled={like.liked} />
        </button>
      ) : null}
    </div>
  );
}
