// Lottery balls: the numbers of a draw or a ticket, each in a ball. With `roll`, they drop in one
// after another (transform and opacity only; not at all with reduced motion, see the CSS). `hits`
// marks a ticket's numbers that were drawn.
import styles from './lottery.module.css';

export function LotteryBalls({ numbers, hits, roll, label, size = 'md' }: { numbers: readonly number[]; hits?: readonly number[]; roll?: boolean; label: string; size?: 'md' | 'sm' }) {
  return (
    <ul class={`${styles.balls} ${size === 'sm' ? styles.ballsSmall : ''}`} aria-label={`${label}: ${numbers.join(', ')}`} data-testid="lottery-balls">
      {numbers.map((n, i) => (
        <li
          key={`${i}-${n}`}
          aria-hidden="true"
          class={`${styles.ball} ${hits && hits.includes(n) ? styles.hit : ''} ${hits && !hits.includes(n) ? styles.miss : ''} ${roll ? styles.roll : ''}`}
          style={roll ? { animationDelay: `${i * 160}ms` } : undefined}
        >
          {n}
        </li>
      ))}
    </ul>
  );
}
