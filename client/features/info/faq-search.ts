// FAQ search: every word of the query must appear in the question or the answer, ignoring case
// and accents ("gcash" finds "GCash", "ano" finds "Anó").

/** Lower case without accents, for matching. */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The entries whose question or answer holds every word of `query` (all of them when it is blank). */
export function searchFaq<E extends { q: string; a: string }>(entries: readonly E[], query: string): E[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.q} ${entry.a}`);
    return words.every((word) => text.includes(word));
  });
}
