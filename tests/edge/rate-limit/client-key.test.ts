// The keys of a client address: clientKey for rate limits, connection caps and budgets (an IPv6
// /64 is one client), addressGroup for the password lock (an IPv4 /24 too).
import { describe, expect, it } from 'vitest';
import { addressGroup, clientKey } from '../../../edge/rate-limit/client-key';

describe('client keys', () => {
  it('keys IPv4 by address and IPv6 by /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:DB8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('[2001:db8:0:1::2]')).toBe('2001:db8:0:1::/64');
  });

  it('groups IPv4 by /24 and IPv6 by /64 for the lock', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.0/24');
    expect(addressGroup('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(addressGroup('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('')).toBe('');
  });
});
