// The invite link as a QR code (uqr's encoder; drawn here as one SVG path, black on white with the
// quiet zone scanners need). Its own chunk: loaded only when the player asks to show the code.
import { encode } from 'uqr';

/** The dark modules of `text` as an SVG path over a grid of `size` squares (4 of margin each side). */
export function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path };
}

export default function ShareQr({ text, label }: { text: string; label: string }) {
  const { size, path } = qrPath(text);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="220" height="220" shape-rendering="crispEdges" data-testid="invite-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
