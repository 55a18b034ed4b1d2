// Looks addresses up in a MaxMind DB file (the .mmdb format DB-IP's database comes in) by reading
// only the bytes a lookup needs from the file, instead of holding the whole file in memory: the
// IPv4 file alone is 63 MB, which a reader that loads it keeps in the process for good (issue 27).
// The parts read most (the top of the search tree, the common records) stay in a small cache of
// the file's pages (4 MB at most); the operating system's page cache keeps the rest close at hand,
// and gives it back when memory is short. Format: https://maxmind.github.io/MaxMind-DB/ (search tree, data section,
// metadata at the end of the file).
import { closeSync, fstatSync, openSync, readSync } from "node:fs";

/** A decoded value of the data section (the format's maps, arrays, strings and numbers). */
export type MmdbValue =
  | string
  | number
  | bigint
  | boolean
  | Uint8Array
  | MmdbValue[]
  | { [key: string]: MmdbValue };

type Metadata = { nodeCount: number; recordSize: 24 | 28 | 32; ipVersion: 4 | 6 };

const METADATA_MARKER = Buffer.from("\xAB\xCD\xEFMaxMind.com", "latin1");
/** The metadata is within the last 128 KB of the file. */
const METADATA_MAX_BYTES = 128 * 1024;
/** The data section follows the search tree and 16 zero bytes. */
const DATA_SECTION_SEPARATOR = 16;

export class MmdbFile {
  readonly #fd: number;
  readonly #file: PagedFile;
  readonly #metadata: Metadata;
  readonly #nodeBytes: number;
  readonly #treeBytes: number;
  readonly #ipv4Start: number;
  readonly #cache: LookupCache;

  constructor(path: string, { cacheEntries = 5_000 } = {}) {
    this.#fd = openSync(path, "r");
    try {
      this.#metadata = readMetadata(this.#fd);
    } catch (error) {
      closeSync(this.#fd);
      throw error;
    }
    this.#file = new PagedFile(this.#fd);
    this.#nodeBytes = (this.#metadata.recordSize * 2) / 8;
    this.#treeBytes = this.#metadata.nodeCount * this.#nodeBytes;
    this.#ipv4Start = this.#metadata.ipVersion === 6 ? this.#walk(0, new Uint8Array(12), 96) : 0;
    this.#cache = new LookupCache(cacheEntries);
  }

  get ipVersion() {
    return this.#metadata.ipVersion;
  }

  /** The record of an address (its bytes: 4 for IPv4, 16 for IPv6), or null when none covers it. */
  get(address: Uint8Array): MmdbValue | null {
    const key = Buffer.from(address).toString("hex");
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const isV4 = address.length === 4;
    if (!isV4 && this.#metadata.ipVersion === 4) return null;
    const start = isV4 ? this.#ipv4Start : 0;
    const record = this.#walk(start, address, address.length * 8);
    const value =
      record > this.#metadata.nodeCount
        ? new Decoder(this.#file, this.#treeBytes + DATA_SECTION_SEPARATOR).decodeAt(
            record - this.#metadata.nodeCount - DATA_SECTION_SEPARATOR,
          ).value
        : null;
    this.#cache.set(key, value);
    return value;
  }

  close() {
    closeSync(this.#fd);
  }

  /** Follows the tree from `node` along the first `bits` bits of `address`; the record reached. */
  #walk(node: number, address: Uint8Array, bits: number) {
    const { nodeCount } = this.#metadata;
    let current = node;
    for (let bit = 0; bit < bits && current < nodeCount; bit++) {
      const right = (address[bit >> 3]! >> (7 - (bit & 7))) & 1;
      current = this.#record(this.#file.read(current * this.#nodeBytes, this.#nodeBytes), right === 1);
    }
    return current;
  }

  #record(node: Buffer, right: boolean) {
    switch (this.#metadata.recordSize) {
      case 24:
        return node.readUIntBE(right ? 3 : 0, 3);
      case 28:
        return right
          ? ((node[3]! & 0x0f) << 24) + node.readUIntBE(4, 3)
          : ((node[3]! & 0xf0) << 20) + node.readUIntBE(0, 3);
      case 32:
        return node.readUInt32BE(right ? 4 : 0);
    }
  }
}

function readExactly(fd: number, into: Buffer, position: number) {
  const read = readSync(fd, into, 0, into.length, position);
  if (read !== into.length) throw new Error("The MaxMind DB file ends before a record it points to.");
}

function readMetadata(fd: number): Metadata {
  const size = fstatSync(fd).size;
  const length = Math.min(size, METADATA_MAX_BYTES);
  const tail = Buffer.alloc(length);
  readExactly(fd, tail, size - length);
  const marker = tail.lastIndexOf(METADATA_MARKER);
  if (marker < 0) throw new Error("Not a MaxMind DB file: no metadata marker.");
  const start = size - length + marker + METADATA_MARKER.length;
  const metadata = new Decoder(new PagedFile(fd, 16), start).decodeAt(0).value;
  if (
    !metadata ||
    typeof metadata !== "object" ||
    Array.isArray(metadata) ||
    metadata instanceof Uint8Array
  ) {
    throw new Error("Not a MaxMind DB file: its metadata is not a map.");
  }
  const nodeCount = Number(metadata.node_count);
  const recordSize = Number(metadata.record_size);
  const ipVersion = Number(metadata.ip_version);
  if (!Number.isInteger(nodeCount) || nodeCount <= 0) throw new Error("MaxMind DB: bad node count.");
  if (recordSize !== 24 && recordSize !== 28 && recordSize !== 32) {
    throw new Error(`MaxMind DB: record size ${recordSize} is not supported.`);
  }
  if (ipVersion !== 4 && ipVersion !== 6) throw new Error(`MaxMind DB: IP version ${ipVersion}?`);
  return { nodeCount, recordSize, ipVersion };
}

/** Decodes the data section's values, reading the file at `base` + offset. */
class Decoder {
  readonly #file: PagedFile;
  readonly #base: number;

  constructor(file: PagedFile, base: number) {
    this.#file = file;
    this.#base = base;
  }

  #bytes(offset: number, length: number) {
    return this.#file.read(this.#base + offset, length);
  }

  /** The value at `offset` of the section, and the offset just after it. */
  decodeAt(offset: number): { value: MmdbValue; next: number } {
    const head = this.#bytes(offset, 1)[0]!;
    let at = offset + 1;
    let type = head >> 5;
    if (type === 1) return this.#pointer(head, at);
    if (type === 0) {
      type = 7 + this.#bytes(at, 1)[0]!;
      at += 1;
    }
    let size = head & 0x1f;
    if (size >= 29) {
      const extra = size - 28;
      const bytes = this.#bytes(at, extra);
      at += extra;
      size = [0, 29, 285, 65_821][extra]! + bytes.readUIntBE(0, extra);
    }
    return this.#payload(type, size, at);
  }

  #pointer(head: number, at: number): { value: MmdbValue; next: number } {
    const sizeBits = (head >> 3) & 0x3;
    const length = sizeBits + 1;
    const bytes = this.#bytes(at, length);
    const low = head & 0x7;
    const target =
      sizeBits === 3
        ? bytes.readUInt32BE(0)
        : [0, 2_048, 526_336][sizeBits]! + low * 2 ** (8 * length) + bytes.readUIntBE(0, length);
    return { value: this.decodeAt(target).value, next: at + length };
  }

  #payload(type: number, size: number, at: number): { value: MmdbValue; next: number } {
    switch (type) {
      case 2:
        return { value: this.#bytes(at, size).toString("utf8"), next: at + size };
      case 3:
        return { value: this.#bytes(at, 8).readDoubleBE(0), next: at + 8 };
      case 4:
        return { value: new Uint8Array(this.#bytes(at, size)), next: at + size };
      case 5:
      case 6:
        return { value: size === 0 ? 0 : this.#bytes(at, size).readUIntBE(0, size), next: at + size };
      case 7:
        return this.#map(size, at);
      case 8: {
        // Shorter than four bytes, an int32 is padded with zeros: never negative.
        const bytes = this.#bytes(at, size);
        const value = size === 4 ? bytes.readInt32BE(0) : size === 0 ? 0 : bytes.readUIntBE(0, size);
        return { value, next: at + size };
      }
      case 9:
      case 10:
        return { value: unsignedBig(this.#bytes(at, size)), next: at + size };
      case 11:
        return this.#array(size, at);
      case 14:
        return { value: size !== 0, next: at };
      case 15:
        return { value: this.#bytes(at, 4).readFloatBE(0), next: at + 4 };
      default:
        throw new Error(`MaxMind DB: unknown data type ${type}.`);
    }
  }

  #map(pairs: number, at: number) {
    const value: { [key: string]: MmdbValue } = {};
    let next = at;
    for (let pair = 0; pair < pairs; pair++) {
      const key = this.decodeAt(next);
      const entry = this.decodeAt(key.next);
      value[String(key.value)] = entry.value;
      next = entry.next;
    }
    return { value, next };
  }

  #array(length: number, at: number) {
    const value: MmdbValue[] = [];
    let next = at;
    for (let item = 0; item < length; item++) {
      const decoded = this.decodeAt(next);
      value.push(decoded.value);
      next = decoded.next;
    }
    return { value, next };
  }
}

function unsignedBig(bytes: Buffer) {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** A file read by pages of 4 KB, the last `pages` of them kept (least recently used out first). */
class PagedFile {
  static readonly PAGE_BYTES = 4096;
  readonly #fd: number;
  readonly #pages = new Map<number, Buffer>();
  readonly #keep: number;
  readonly #size: number;

  constructor(fd: number, keep = 1024) {
    this.#fd = fd;
    this.#keep = keep;
    this.#size = fstatSync(fd).size;
  }

  read(position: number, length: number): Buffer {
    if (position < 0 || position + length > this.#size) {
      throw new Error("The MaxMind DB file ends before a record it points to.");
    }
    const size = PagedFile.PAGE_BYTES;
    const first = Math.floor(position / size);
    const last = Math.floor((position + Math.max(length, 1) - 1) / size);
    if (first === last) {
      const start = position - first * size;
      return this.#page(first).subarray(start, start + length);
    }
    const bytes = Buffer.alloc(length);
    for (let page = first, copied = 0; page <= last; page++) {
      const start = page === first ? position - first * size : 0;
      copied += this.#page(page).copy(bytes, copied, start, Math.min(size, start + length - copied));
    }
    return bytes;
  }

  #page(index: number) {
    const kept = this.#pages.get(index);
    if (kept) {
      this.#pages.delete(index);
      this.#pages.set(index, kept);
      return kept;
    }
    // Once full, the least recently used page's buffer takes the new page: no garbage per read.
    let page: Buffer;
    if (this.#pages.size >= this.#keep) {
      const [oldest, buffer] = this.#pages.entries().next().value!;
      this.#pages.delete(oldest);
      page = buffer;
    } else {
      page = Buffer.alloc(PagedFile.PAGE_BYTES);
    }
    readSync(this.#fd, page, 0, page.length, index * PagedFile.PAGE_BYTES);
    this.#pages.set(index, page);
    return page;
  }
}

/** The last `size` lookups, the least recently used going first. */
class LookupCache {
  readonly #entries = new Map<string, MmdbValue | null>();
  readonly #size: number;

  constructor(size: number) {
    this.#size = size;
  }

  get(key: string) {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: MmdbValue | null) {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#size) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

/** The bytes of an address `isIP` said is of `version`: 4 for IPv4, 16 for IPv6. */
export function addressBytes(ip: string, version: 4 | 6): Uint8Array {
  if (version === 4) return Uint8Array.from(ip.split(".").map(Number));
  const bytes = new Uint8Array(16);
  let text = ip.replace(/%.*$/, "");
  // An IPv4 tail ('::ffff:1.2.3.4') as its two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const groups = (part: string | undefined) =>
    part ? part.split(":").map((group) => Number.parseInt(group, 16)) : [];
  const front = groups(head);
  const back = groups(rest);
  const all =
    rest === undefined ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  all.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}
