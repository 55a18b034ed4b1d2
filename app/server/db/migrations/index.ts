import type { Migration } from "kysely/migration";
import * as initial from "./001-initial";

/** Every migration in order. Names sort; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  "001-initial": initial,
};
