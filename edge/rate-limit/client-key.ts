// The bucket key of a client address. An IPv6 subscriber (most Philippine mobile carriers) gets a
// whole /64 and can pick any address in it, so IPv6 addresses share the bucket of their /64;
// IPv4, and IPv4 mapped into IPv6, key by the whole address. Rate limits, the connection caps and
// the sandbox's budgets use clientKey; the password lock uses the wider addressGroup.

/** Eight hextets of an IPv6 address, or undefined when it is not one. */
function hextets(address: string): string[] | undefined {
  const [head, tail, ...extra] = address.split('::');
  if (extra.length > 0) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return all.every((part) => /^[0-9a-f]{1,4}$/i.test(part)) ? all.map((part) => part.toLowerCase().replace(/^0+(?=.)/, '')) : undefined;
}

/** `a.b.c.d` as it is; an IPv6 address as its /64 (`2001:db8:1:2::/64`); anything else as it is. */
export function clientKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!bare.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(bare)) return bare.replace(/^::ffff:/i, '');
  const parts = hextets(bare);
  return parts ? `${parts.slice(0, 4).join(':')}::/64` : bare;
}

/**
 * The network an address belongs to, for a lock that must not follow one person around: IPv4 by
 * its /24 (`198.51.100.0/24`: a guesser rarely holds more than one), IPv6 by its /64.
 */
export function addressGroup(address: string): string {
  const key = clientKey(address);
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key);
  return v4 ? `${v4[1]}.0/24` : key;
}
