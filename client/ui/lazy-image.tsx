import { useState } from 'preact/hooks';
import styles from './lazy-image.module.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: sets width/height and the box's aspect ratio, so nothing moves when it loads. */
  width: number;
  height: number;
  class?: string;
  /** true for the first visible image (eager, high priority). */
  priority?: boolean;
}

/** An image in a fixed-aspect box: lazy, async-decoded, with a placeholder until (or unless) it loads. */
export function LazyImage({ src, alt, width, height, class: extra, priority = false }: LazyImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <span class={`${styles.box} ${extra ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} data-state={state}>
      {src && state !== 'failed' ? (
        <img
          class={styles.img}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchpriority={priority ? 'high' : undefined}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : null}
    </span>
  );
}
