import type { Messages } from "../../catalogue";

export const enquiry = {} satisfies Messages["enquiry"];
