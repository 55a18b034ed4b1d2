import type { Messages } from "../../catalogue";

export const schools = {} satisfies Messages["schools"];
