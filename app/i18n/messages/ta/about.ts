import type { Messages } from "../../catalogue";

export const about = {} satisfies Messages["about"];
