import { describe, expect, it } from "vitest";
import { refusedEnquiry } from "~/components/site/enquiry/refused-enquiry";
import { MISSING_INFORMATION } from "~/copy/enquiries";

const rootMatch = (toast: unknown) => ({ id: "root", loaderData: { toast } });

describe("refusedEnquiry", () => {
  it("reads the server's refusal of a plain form post from the root's flash toast", () => {
    const toast = {
      id: "1",
      type: "error",
      title: MISSING_INFORMATION.title,
      description: MISSING_INFORMATION.message,
    };
    expect(refusedEnquiry([rootMatch(toast), {}])).toEqual({
      title: MISSING_INFORMATION.title,
      description: MISSING_INFORMATION.message,
    });
  });

  it("ignores any other toast, and a page without one", () => {
    expect(refusedEnquiry([rootMatch({ id: "2", type: "success", title: "Signed out" })])).toBeNull();
    expect(refusedEnquiry([rootMatch(null)])).toBeNull();
    expect(refusedEnquiry([{ id: "root" }])).toBeNull();
    expect(refusedEnquiry([])).toBeNull();
  });
});
