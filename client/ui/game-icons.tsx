// Icons of the game lobby (kept out of icons.tsx, which ships with the first paint).
import type { SVGAttributes } from 'preact';

type IconProps = SVGAttributes<SVGSVGElement> & { size?: string };

const HEART = 'M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.4 1.1 4.5 2.6h2C14.1 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z';

/** A heart, filled when `filled`. */
export function HeartIcon({ size = '1em', filled = false, ...rest }: IconProps & { filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" stroke-width="2" stroke-linejoin="round" {...rest}>
      <path d={HEART} />
    </svg>
  );
}

/** A magnifying glass. */
export function SearchIcon({ size = '1em', ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" {...rest}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}
