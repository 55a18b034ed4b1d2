// One registration as the office's registrations screen and check-in view draw it (issue 29).
type RegistrationStatus = "registered" | "waiting" | "cancelled";

export type RegistrationRowView = {
  id: string;
  /** "ABCD-2345" */
  reference: string;
  status: RegistrationStatus;
  /** Its number on the waiting list (kept once moved up); null if it never waited. */
  queueNumber: number | null;
  movedUp: boolean;
  attended: boolean;
  parentName: string;
  /** Ten digits. */
  phone: string;
  email: string | null;
  childName: string;
  childClass: string;
  school: string | null;
  seats: number;
  note: string | null;
  byOffice: boolean;
  /** India time, as the admin writes it. */
  registeredAt: string;
  cancelReason: string | null;
};
