import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TrustProxy } from '@toonbank/config';
import type { Context } from 'hono';

/**
 * The client's address for the per-address limits (login failures, form
 * submissions), from the socket and, behind trusted reverse proxies, from
 * X-Forwarded-For (`TRUST_PROXY`).
 *
 * X-Forwarded-For is read from the right: each trusted proxy appends the address
 * it received the request from, so walking from the socket towards the left
 * through trusted proxies only, the first address that is not a trusted proxy
 * is the client. Whatever the client wrote into the header itself sits further
 * left and is never reached, so it cannot choose its own address. With no
 * trusted proxy (the default) the header is ignored.
 */
export type ClientAddressResolver = (socketAddress: string | undefined, forwardedFor: string | undefined) => string;

/** More entries than any real proxy chain has; the rest of an overlong header is not read. */
const MAX_FORWARDED = 20;

const KEYWORD_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** An address as written by a socket or a proxy ('::ffff:10.0.0.1', '203.0.113.7:5678', '[2001:db8::1]:443'), plain; null when it is none. */
export function normalizeAddress(raw: string | undefined): string | null {
  let value = (raw ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (/^::ffff:/i.test(value) && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value.toLowerCase() : null;
}

function family(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/** Whether the hop at `index` (0 = the socket's peer) with this address is a trusted proxy. */
function trustRule(trust: TrustProxy): (address: string, index: number) => boolean {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, index) => index < trust.hops;
  const list = new BlockList();
  for (const entry of trust.addresses) {
    const keyword = KEYWORD_RANGES[entry.toLowerCase()];
    if (keyword) {
      for (const [network, prefix, type] of keyword) list.addSubnet(network, prefix, type);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const plain = normalizeAddress(address);
    if (!plain) continue;
    if (prefix === undefined) list.addAddress(plain, family(plain));
    else list.addSubnet(plain, Number(prefix), family(plain));
  }
  return (address) => list.check(address, family(address));
}

export function createClientAddressResolver(trust: TrustProxy): ClientAddressResolver {
  const trusted = trustRule(trust);
  return (socketAddress, forwardedFor) => {
    let client = normalizeAddress(socketAddress);
    if (!client) return 'unknown';
    if (trust.kind === 'none' || !forwardedFor) return client;
    const hops = forwardedFor.split(',').slice(-MAX_FORWARDED).reverse();
    for (const [index, hop] of hops.entries()) {
      if (!trusted(client, index)) break;
      const next = normalizeAddress(hop);
      // Not an address: the chain is broken here; the last trusted proxy is all we know.
      if (!next) break;
      client = next;
    }
    return client;
  };
}

/** The client address of a request to the Node server (the HTTP layer's `x-client-ip`). */
export function clientAddressReader(trust: TrustProxy = { kind: 'none' }): (c: Context) => string {
  const resolve = createClientAddressResolver(trust);
  return (c) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      socketAddress = undefined;
    }
    return resolve(socketAddress, c.req.header('x-forwarded-for'));
  };
}
