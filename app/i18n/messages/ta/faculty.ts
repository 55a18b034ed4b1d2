import type { Messages } from "../../catalogue";

export const faculty = {} satisfies Messages["faculty"];
