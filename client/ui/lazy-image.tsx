import { useRef, useState } from 'preact/hooks';
import { useNearViewport } from './viewport-watch';
import styles from './lazy-image.module.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: sets width/height and the box's aspect ratio, so nothing moves when it loads. */
  width: number;
  height: number;
  class?: string;
  /** true for the first visible image (eager, high priority, shown without the fade). */
  priority?: boolean;
}

/**
 * An image in a fixed-aspect box with a placeholder until (or unless) it loads. The picture is
 * requested only once the box comes near the screen (use-near-viewport), and decoded off the
 * main thread.
 */
export function LazyImage({ src, alt, width, height, class: extra, priority = false }: LazyImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(box, priority);
  return (
    <span ref={box} class={`${styles.box} ${extra ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} data-state={state} data-priority={priority || undefined}>
      {src && near && state !== 'failed' ? (
        <img
          class={styles.img}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchpriority={priority ? 'high' : undefined}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : null}
    </span>
  );
}
