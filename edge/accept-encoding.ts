// Which content encodings a client accepts (Accept-Encoding with q-values), in our order of preference.

export type Encoding = 'br' | 'gzip';

/** Encodings the client accepts, in our order of preference (brotli, then gzip). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}
