/** @jest-environment node */
import { createHmac } from "node:crypto";
import { addressGroups, clientGroup, clientKey, clientKeys } from "../../gateway/client-key";

const SECRET = "s".repeat(40);

describe("the group an address counts in", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["0.0.0.0", "0.0.0.0"],
    // Dual-stack sockets and proxies write IPv4 peers as IPv4-mapped IPv6.
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
    // IPv6 by its /64, whatever the spelling.
    ["2001:db8:1234:5678::1", "2001:db8:1234:5678::/64"],
    ["2001:0DB8:1234:ffff:aaaa:bbbb:cccc:dddd", "2001:db8:1234:ffff::/64"],
    ["[2001:db8:1234::9]", "2001:db8:1234:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
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

describe("the network groups", () => {
  it.each<[string, ReturnType<typeof addressGroups>]>([
    ["203.0.113.7", { client: "203.0.113.7", network: "203.0.113.0/24", provider: null }],
    ["::ffff:203.0.113.200", { client: "203.0.113.200", network: "203.0.113.0/24", provider: null }],
    ["2001:db8:a:1::5", { client: "2001:db8:a:1::/64", network: "2001:db8:a::/48", provider: "2001:db8::/32" }],
    [
      "2001:0db8:000a:ffff::",
      { client: "2001:db8:a:ffff::/64", network: "2001:db8:a::/48", provider: "2001:db8::/32" },
    ],
  ])("%s → %j", (address, groups) => {
    expect(addressGroups(address)).toEqual(groups);
  });

  it("is null for something that is not an address", () => {
    expect(addressGroups("203.0.113")).toBeNull();
  });
});

describe("the client key", () => {
  it("is the HMAC-SHA-256 of the group under the secret, 64 lowercase hex characters, with no address in it", async () => {
    const key = await clientKey("203.0.113.7", SECRET);
    expect(key).toBe(createHmac("sha256", SECRET).update("203.0.113.7").digest("hex"));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await clientKey("2001:db8:1234:5678::1", SECRET)).toBe(
      createHmac("sha256", SECRET).update("2001:db8:1234:5678::/64").digest("hex"),
    );
  });

  it("is one key for two addresses of one /64, and two keys for two /64s of one /48", async () => {
    const first = await clientKey("2001:db8:1234:1::1", SECRET);
    const sameLan = await clientKey("2001:db8:1234:1:9:9:9:9", SECRET);
    const other64 = await clientKey("2001:db8:1234:ffff::1", SECRET);
    expect(sameLan).toBe(first);
    expect(other64).not.toBe(first);
  });

  it("is the IPv4 address's key for its IPv4-mapped form, and differs between IPv4 addresses", async () => {
    expect(await clientKey("::ffff:198.51.100.20", SECRET)).toBe(await clientKey("198.51.100.20", SECRET));
    expect(await clientKey("198.51.100.21", SECRET)).not.toBe(await clientKey("198.51.100.20", SECRET));
  });

  it("gives two /64s of one /48 two client keys and one network key, and one provider key within a /32", async () => {
    const [first, second, otherNetwork] = await Promise.all(
      ["2001:db8:a:1::1", "2001:db8:a:2::1", "2001:db8:b:1::1"].map((address) => clientKeys(address, SECRET)),
    );
    expect(second!.clientKey).not.toBe(first!.clientKey);
    expect(second!.networkKey).toBe(first!.networkKey);
    expect(otherNetwork!.networkKey).not.toBe(first!.networkKey);
    expect(new Set([first, second, otherNetwork].map((keys) => keys!.providerKey)).size).toBe(1);
    expect(first).toEqual({
      clientKey: createHmac("sha256", SECRET).update("2001:db8:a:1::/64").digest("hex"),
      networkKey: createHmac("sha256", SECRET).update("2001:db8:a::/48").digest("hex"),
      providerKey: createHmac("sha256", SECRET).update("2001:db8::/32").digest("hex"),
    });
  });

  it("groups IPv4 by /24, its IPv4-mapped form alike, with no provider key", async () => {
    const [first, neighbour, mapped, otherNetwork] = await Promise.all(
      ["203.0.113.7", "203.0.113.250", "::ffff:203.0.113.9", "203.0.114.7"].map((address) =>
        clientKeys(address, SECRET),
      ),
    );
    expect(neighbour!.clientKey).not.toBe(first!.clientKey);
    expect([neighbour!.networkKey, mapped!.networkKey]).toEqual([first!.networkKey, first!.networkKey]);
    expect(otherNetwork!.networkKey).not.toBe(first!.networkKey);
    expect(first!.networkKey).toBe(createHmac("sha256", SECRET).update("203.0.113.0/24").digest("hex"));
    expect(first!.providerKey).toBeNull();
  });

  it("changes with the secret, and is null for something that is not an address", async () => {
    expect(await clientKey("203.0.113.7", "t".repeat(40))).not.toBe(await clientKey("203.0.113.7", SECRET));
    expect(await clientKey("not-an-address", SECRET)).toBeNull();
  });
});
