// One rule for every name a player sees of another player (jackpot winners and ranks, diamond
// tickers, invited friends, agent teams): the middle hidden, never the whole name.

/** 'Maria' → 'M***a', 'Juan1234' → 'Ju***34', '09171234567' → '09***67'; two characters or fewer keep only the first. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  const keep = Math.max(1, Math.floor(chars.length / 4));
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}
