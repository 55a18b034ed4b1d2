import type { Messages } from "../../catalogue";

export const gallery = {} satisfies Messages["gallery"];
