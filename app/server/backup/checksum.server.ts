// Checksums of what a backup holds: files (sha256 of the bytes) and tables (a checksum of the rows).
import { createHash, hash } from "node:crypto";
import { createReadStream } from "node:fs";

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * A table's checksum: the sum, modulo 2^256, of each row's sha256. A sum does not depend on the
 * order rows come back in (which differs between a database and its restored copy), and a lost,
 * added or changed row changes it. Rows are the values in column order, as JSON. The sum is kept
 * in eight 32-bit words (most significant first), which is much cheaper per row than a BigInt.
 */
export class RowChecksum {
  private readonly words = new Uint32Array(8);
  rows = 0;

  add(values: readonly unknown[]) {
    const digest = hash("sha256", JSON.stringify(values, jsonValue), "buffer");
    let carry = 0;
    for (let i = 7; i >= 0; i--) {
      const sum = this.words[i]! + digest.readUInt32BE(i * 4) + carry;
      this.words[i] = sum; // keeps the low 32 bits
      carry = sum > 0xffffffff ? 1 : 0;
    }
    this.rows++;
  }

  hex() {
    return [...this.words].map((word) => word.toString(16).padStart(8, "0")).join("");
  }
}

/** Bytes and big integers have no JSON form of their own. */
function jsonValue(_key: string, value: unknown) {
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString("base64") };
  return value;
}
