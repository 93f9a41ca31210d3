/** @jest-environment node */
import { createHmac } from "node:crypto";
import { clientGroup, clientKey } from "../../gateway/client-key";

const SECRET = "s".repeat(40);

describe("the group an address counts in", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["0.0.0.0", "0.0.0.0"],
    // Dual-stack sockets and proxies write IPv4 peers as IPv4-mapped IPv6.
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
    // IPv6 by its /48, whatever the spelling.
    ["2001:db8:1234:5678::1", "2001:db8:1234::/48"],
    ["2001:0DB8:1234:ffff:aaaa:bbbb:cccc:dddd", "2001:db8:1234::/48"],
    ["[2001:db8:1234::9]", "2001:db8:1234::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
    ["::1", "0:0:0::/48"],
  ])("%s → %s", (address, group) => {
    expect(clientGroup(address)).toBe(group);
  });

  it.each([
    "",
    "unknown",
    "203.0.113",
    "203.0.113.256",
    "01.2.3.4",
    "1.2.3.4.5",
    "2001:db8::1::2",
    "2001:db8:1:2:3:4:5:6:7",
    "12345::",
    "::ffff:1.2.3",
    "gggg::1",
  ])("%j is not an address", (address) => {
    expect(clientGroup(address)).toBeNull();
  });
});

describe("the client key", () => {
  it("is the HMAC-SHA-256 of the group under the secret, 64 lowercase hex characters, with no address in it", async () => {
    const key = await clientKey("203.0.113.7", SECRET);
    expect(key).toBe(createHmac("sha256", SECRET).update("203.0.113.7").digest("hex"));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await clientKey("2001:db8:1234:5678::1", SECRET)).toBe(
      createHmac("sha256", SECRET).update("2001:db8:1234::/48").digest("hex"),
    );
  });

  it("is one key for two /64s of one /48, and two keys for two /48s", async () => {
    const first64 = await clientKey("2001:db8:1234:1::1", SECRET);
    const other64 = await clientKey("2001:db8:1234:ffff:9:9:9:9", SECRET);
    const other48 = await clientKey("2001:db8:1235:1::1", SECRET);
    expect(first64).toBe(other64);
    expect(other48).not.toBe(first64);
  });

  it("is the IPv4 address's key for its IPv4-mapped form, and differs between IPv4 addresses", async () => {
    expect(await clientKey("::ffff:198.51.100.20", SECRET)).toBe(await clientKey("198.51.100.20", SECRET));
    expect(await clientKey("198.51.100.21", SECRET)).not.toBe(await clientKey("198.51.100.20", SECRET));
  });

  it("changes with the secret, and is null for something that is not an address", async () => {
    expect(await clientKey("203.0.113.7", "t".repeat(40))).not.toBe(await clientKey("203.0.113.7", SECRET));
    expect(await clientKey("not-an-address", SECRET)).toBeNull();
  });
});
