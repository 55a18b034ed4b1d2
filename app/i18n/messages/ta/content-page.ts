import type { Messages } from "../../catalogue";

export const contentPage = {} satisfies Messages["contentPage"];
