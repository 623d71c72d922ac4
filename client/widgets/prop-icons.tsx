// One icon per prop kind (contract/props.ts), for award lists. Single strokes in currentColor.
import type { JSX } from 'preact';
import type { PropKind } from '../../contract/props';
import { icon } from '../ui/icon';
import { CoinIcon } from '../ui/icons';

const ticket = <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" />;

const ICONS: Record<PropKind, (props: { class?: string }) => JSX.Element> = {
  coin: CoinIcon,
  generalCoupon: icon(ticket),
  fixedCoupon: icon(ticket),
  giveCoupon: icon(<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM9 12h6M12 9v6" />),
  points: icon(<path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />),
  liveness: icon(<path d="M13 2L4 14h7l-1 8 9-12h-7z" />),
  diamond: icon(<path d="M6 3h12l4 6-10 12L2 9zM2 9h20M9 3l3 18 3-18" />),
  diamondCoupon: icon(<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM12 9l3 3-3 3-3-3z" />),
  lotteryCoupon: icon(<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />),
  lottery: icon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />),
  jackpot: icon(<path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />),
  scratchCard: icon(<path d="M4 4h16v16H4zM8 9l2 2 3-3 3 3M8 15h8" />),
  newYear: icon(<path d="M12 2v4M12 18v4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M2 12h4M18 12h4M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8" />),
  unknown: icon(<path d="M20 12v10H4V12M2 7h20v5H2zM12 22V7" />),
};

export function PropIcon({ kind, class: className }: { kind: PropKind; class?: string }) {
  const Icon = ICONS[kind];
  return <Icon class={className} />;
}
