// "Contains, ignoring case" for search boxes, the same on SQLite and PostgreSQL: both lowercase
// with lower() and take LIKE's escape character from the query.
import { type RawBuilder, sql } from "kysely";

/** A LIKE pattern matching the text anywhere, lowercased, with its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True where the column (a name such as "title" or "enquiry.phone") contains the text. */
export function columnContains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
