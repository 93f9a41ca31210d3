/**
 * The key Maxi's per-client bounds count by: the address the host saw, grouped (IPv4 as is, IPv6 by its
 * /48, so a tunnel broker's free /48 is one client, not 65,536), then HMAC-SHA-256 under a secret only the
 * gateway holds. n8n and the database see the key, never an address; without the secret a leaked key
 * cannot be turned back into one by trying all 2^32 IPv4 addresses.
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

/**
 * The group an address counts in, written one way only ("203.0.113.7", "2001:db8:a::/48"); null when
 * the text is not an IP address. IPv4-mapped IPv6 (::ffff:a.b.c.d, as dual-stack sockets report IPv4
 * peers) is the IPv4 address it carries.
 */
export function clientGroup(address: string): string | null {
  const text = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  const v4 = parseIpv4(text);
  if (v4) return v4.join(".");
  const v6 = text.includes(":") ? parseIpv6(text) : null;
  if (!v6) return null;
  const mapped = v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff;
  if (mapped) return [v6[6]! >> 8, v6[6]! & 0xff, v6[7]! >> 8, v6[7]! & 0xff].join(".");
  return `${v6
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(":")}::/48`;
}

/** 64 lowercase hex characters: HMAC-SHA-256 of the address's group under `secret`; null for a non-address. */
export async function clientKey(address: string, secret: string): Promise<string | null> {
  const group = clientGroup(address);
  if (group === null) return null;
  return hex(await hmacSha256(secret, group));
}
