/**
 * The keys Maxi's bounds count by: the address the host saw, grouped (addressGroups), then HMAC-SHA-256
 * under a secret only the gateway holds. A client is an IPv4 address or an IPv6 /64, what one subscriber
 * gets; a script with a tunnel broker's free /48 is 65,536 clients, so the database also bounds each
 * network (IPv4 /24, IPv6 /48) and each IPv6 provider block (/32) to a share of the site's daily ceiling.
 * n8n and the database see the keys, never an address; without the secret a leaked key cannot be turned
 * back into one by trying all 2^32 IPv4 addresses. The group's text is what is hashed, and each group is
 * written with its prefix length ("203.0.113.0/24", "2001:db8::/32"), so no two groups share a key.
 */
import { hex, hmacSha256 } from "./hmac";

const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => IPV4_OCTET.test(part))) return null;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address (with "::" and a dotted IPv4 tail expanded), or null. */
function parseIpv6(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === "") return [];
    const parts = half.split(":");
    const result: number[] = [];
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && part.includes(".")) {
        const v4 = parseIpv4(part);
        if (!v4) return null;
        result.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (HEXTET.test(part)) result.push(parseInt(part, 16));
      else return null;
    }
    return result;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/** IPv6 groups as this file writes them: the first `count` hextets, unpadded, then "::/bits". */
const ipv6Prefix = (v6: readonly number[], count: number) =>
  `${v6
    .slice(0, count)
    .map((group) => group.toString(16))
    .join(":")}::/${count * 16}`;

/**
 * The groups an address counts in, each written one way only:
 *   client    the address (IPv4) or its /64 (IPv6: one subscriber's LAN, what one household or phone gets)
 *   network   its IPv4 /24 or IPv6 /48 (one site's or one small provider's allocation)
 *   provider  its IPv6 /32 (a provider's usual allocation from its registry); null for IPv4
 */
export interface AddressGroups {
  client: string;
  network: string;
  provider: string | null;
}

/**
 * An address's groups; null when the text is not an IP address. IPv4-mapped IPv6 (::ffff:a.b.c.d, as
 * dual-stack sockets report IPv4 peers) is the IPv4 address it carries.
 */
export function addressGroups(address: string): AddressGroups | null {
  const text = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  let v4 = parseIpv4(text);
  const v6 = v4 || !text.includes(":") ? null : parseIpv6(text);
  if (v6 && v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff)
    v4 = [v6[6]! >> 8, v6[6]! & 0xff, v6[7]! >> 8, v6[7]! & 0xff];
  if (v4) return { client: v4.join("."), network: `${v4.slice(0, 3).join(".")}.0/24`, provider: null };
  if (!v6) return null;
  return { client: ipv6Prefix(v6, 4), network: ipv6Prefix(v6, 3), provider: ipv6Prefix(v6, 2) };
}

/** The group Maxi's per-client bounds count by ("203.0.113.7", "2001:db8:a:1::/64"); null for a non-address. */
export const clientGroup = (address: string): string | null => addressGroups(address)?.client ?? null;

/** The keys of one caller: 64 lowercase hex characters each, HMAC-SHA-256 of its groups under the secret. */
export interface ClientKeys {
  clientKey: string;
  networkKey: string;
  /** Null for IPv4, which has no provider group. */
  providerKey: string | null;
}

/** Every key of the address's groups; null for a non-address. */
export async function clientKeys(address: string, secret: string): Promise<ClientKeys | null> {
  const groups = addressGroups(address);
  if (groups === null) return null;
  const key = async (group: string) => hex(await hmacSha256(secret, group));
  return {
    clientKey: await key(groups.client),
    networkKey: await key(groups.network),
    providerKey: groups.provider === null ? null : await key(groups.provider),
  };
}

/** 64 lowercase hex characters: HMAC-SHA-256 of the address's client group under `secret`; null for a non-address. */
export async function clientKey(address: string, secret: string): Promise<string | null> {
  return (await clientKeys(address, secret))?.clientKey ?? null;
}
