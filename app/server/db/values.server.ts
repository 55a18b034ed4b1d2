// Turns raw column values into the same TypeScript values on SQLite and PostgreSQL.

/** Instants are ISO-8601 UTC strings everywhere in the application. */
export function instant(value: string | Date): string;
export function instant(value: string | Date | null | undefined): string | null;
export function instant(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function bool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

export function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== "string") return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** PostgreSQL returns bigint columns as strings. */
export function int(value: number | string | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

export function nowIso() {
  return new Date().toISOString();
}
