import type { Messages } from "../../catalogue";

export const news = {} satisfies Messages["news"];
