// A test server's SQLite file, opened directly: reads to check what the application stored, and the
// few writes that leave a state the application never would (a damaged table, rows dated long ago,
// a user without a name). Content and staff go in through the application: server-data.ts.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Where a server keeps its data: an AppServer, or just its DATA_DIR. */
export type DataPlace = { dataDir: string };

type SqlValue = string | number | null;

function open(place: DataPlace, readOnly: boolean) {
  const database = new DatabaseSync(path.join(place.dataDir, "school.db"), { readOnly });
  database.exec("pragma busy_timeout = 5000");
  return database;
}

/** The rows of one query on the server's database. */
export function queryDatabase<T = Record<string, unknown>>(
  place: DataPlace,
  sql: string,
  ...params: SqlValue[]
): T[] {
  const database = open(place, true);
  try {
    return database.prepare(sql).all(...params) as T[];
  } finally {
    database.close();
  }
}

/**
 * Changes the database behind the application's back, which also leaves its render cache as it
 * was: only for states staff could not cause, written before the pages concerned are first drawn.
 */
export function writeDatabase(place: DataPlace, sql: string, ...params: SqlValue[]) {
  const database = open(place, false);
  try {
    if (params.length > 0) database.prepare(sql).run(...params);
    else database.exec(sql);
  } finally {
    database.close();
  }
}

export type StoredUser = {
  id: string;
  name: string;
  email: string;
  username: string;
  role: string;
  image: string | null;
  disabled: number;
};

/** A user's row as stored, or undefined when there is no such username. */
export function storedUser(place: DataPlace, username: string): StoredUser | undefined {
  return queryDatabase<StoredUser>(
    place,
    'select id, name, email, username, role, image, disabled from "user" where username = ?',
    username,
  )[0];
}
