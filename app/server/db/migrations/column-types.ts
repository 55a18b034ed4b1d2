import { type ColumnDataType, type Expression, type Kysely, PostgresAdapter, sql } from "kysely";

/** The few column types that differ between SQLite and PostgreSQL, in one place for migrations. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    instant: (postgres ? "timestamptz" : "text") as ColumnDataType,
    boolean: (postgres ? "boolean" : "integer") as ColumnDataType,
    json: (postgres ? "jsonb" : "text") as ColumnDataType,
    bigint: "bigint" as ColumnDataType,
    now: (postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`) as Expression<unknown>,
    false: (postgres ? sql`false` : sql`0`) as Expression<unknown>,
    emptyJsonObject: (postgres ? sql`'{}'::jsonb` : sql`'{}'`) as Expression<unknown>,
    emptyJsonArray: (postgres ? sql`'[]'::jsonb` : sql`'[]'`) as Expression<unknown>,
    /** An auto-incrementing integer primary key. */
    serial: (postgres ? "serial" : "integer") as ColumnDataType,
    autoIncrement: !postgres,
  };
}

export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);
}
