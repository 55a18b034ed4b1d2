// Checksums of what a backup holds: files (sha256 of the bytes) and tables (a checksum of the rows).
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

const MODULUS = 1n << 256n;

/**
 * A table's checksum: the sum, modulo 2^256, of each row's sha256. A sum does not depend on the
 * order rows come back in (which differs between a database and its restored copy), and a lost,
 * added or changed row changes it. Rows are the values in column order, as JSON.
 */
export class RowChecksum {
  private sum = 0n;
  rows = 0;

  add(values: readonly unknown[]) {
    const digest = createHash("sha256").update(JSON.stringify(values, jsonValue)).digest("hex");
    this.sum = (this.sum + BigInt(`0x${digest}`)) % MODULUS;
    this.rows++;
  }

  hex() {
    return this.sum.toString(16).padStart(64, "0");
  }
}

/** Bytes and big integers have no JSON form of their own. */
function jsonValue(_key: string, value: unknown) {
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString("base64") };
  return value;
}
