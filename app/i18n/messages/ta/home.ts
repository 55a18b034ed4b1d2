import type { Messages } from "../../catalogue";

export const home = {} satisfies Messages["home"];
