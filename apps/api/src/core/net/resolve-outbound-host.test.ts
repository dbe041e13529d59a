import { describe, expect, it } from 'vitest';
import { isInternalAddress, OutboundHostRefused, resolveOutboundHost } from './resolve-outbound-host.ts';

describe('isInternalAddress', () => {
  it('loopback, link-local, private, CGNAT, unspecified and IPv4-mapped addresses are internal', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.178.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '::',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::a00:1',
    ])
      expect(isInternalAddress(address), address).toBe(true);
  });

  it('public addresses are not, nor their neighbours of the private ranges', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2a00:1450:4001::1'])
      expect(isInternalAddress(address), address).toBe(false);
  });
});

describe('resolveOutboundHost', () => {
  it('refuses a name that resolves to loopback, and an address literal in brackets', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]'])
      await expect(resolveOutboundHost(host, { allowInternal: false })).rejects.toEqual(
        new OutboundHostRefused('internal'),
      );
  });

  it('answers the checked address to connect to, and the name for TLS', async () => {
    expect(await resolveOutboundHost('8.8.8.8', { allowInternal: false })).toEqual({
      address: '8.8.8.8',
      family: 4,
      servername: undefined,
    });
    const local = await resolveOutboundHost('localhost', { allowInternal: true });
    expect(isInternalAddress(local.address)).toBe(true);
    expect(local.servername).toBe('localhost');
  });

  it('an unknown name is its own refusal', async () => {
    await expect(resolveOutboundHost('gibt-es-nicht.invalid', { allowInternal: true })).rejects.toMatchObject(
      {
        problem: 'not_found',
      },
    );
  });
});
