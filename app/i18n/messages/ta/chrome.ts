import type { Messages } from "../../catalogue";

export const chrome = {} satisfies Messages["chrome"];
