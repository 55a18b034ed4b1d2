/** One line of an enquiry's timeline: a status change or a staff note, with who and when. */
export type EnquiryHistoryEntry = { kind: "status" | "note"; text: string; by: string | null; at: string };
