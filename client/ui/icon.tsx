// The icon factory: small inline SVG icons (24-unit viewBox, currentColor), sized by the surrounding font.
import type { JSX, SVGAttributes } from 'preact';

type IconProps = SVGAttributes<SVGSVGElement> & { size?: string };

/** An icon component drawing `paths`; filled shapes or strokes. */
export function icon(paths: JSX.Element, filled = false) {
  return function Icon({ size = '1em', ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        stroke-width="2"
        stroke-linecap="round"
        stroke-linejoin="round"
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}

