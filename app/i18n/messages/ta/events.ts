import type { Messages } from "../../catalogue";

export const events = {} satisfies Messages["events"];
