// What an address counts as, for every limit and hash (src/http/address.ts): an IPv6 address its
// /64 whatever its notation, an IPv4 one (mapped into IPv6 too) itself, anything else untouched.
import { describe, expect, it } from 'vitest';
import { countedAddress } from '../../src/http/address';

describe('countedAddress', () => {
  it('gives an IPv6 address its /64, the same for every notation of it', () => {
    for (const ip of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:1:2:3', '2001:db8:1:2:3:4:5:6', ' 2001:db8:1:2::9 '])
      expect(countedAddress(ip), ip).toBe('2001:db8:1:2::/64');
    expect(countedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(countedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps an IPv4 address, also one mapped into IPv6', () => {
    expect(countedAddress('198.51.100.1')).toBe('198.51.100.1');
    expect(countedAddress('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(countedAddress('::ffff:c633:6401')).toBe('198.51.100.1');
  });

  it('leaves what is not an address as it is', () => {
    for (const ip of ['', 'abc:::', '1:2:3:4:5:6:7:8:9', '::ffff:300.1.1.1']) expect(countedAddress(ip)).toBe(ip);
  });
});
