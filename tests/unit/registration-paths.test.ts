// The registration pages' addresses (issue 29): which are private, and what analytics keep of them.
import { describe, expect, it } from "vitest";
import { formatSchoolInstant } from "~/lib/event-time";
import {
  cancelPath,
  confirmationPath,
  isPrivateRegistrationPage,
  registerPath,
  withoutRegistrationSecrets,
} from "~/lib/registration-paths";
import { readBeacon } from "~/server/analytics/ingest/payload.server";

const TOKEN = "Zk3_x-9QpLmN0aBcDeFgHiJk";

describe("registration addresses", () => {
  it("are built from the event's slug", () => {
    expect(registerPath("science-fair")).toBe("/events/science-fair/register");
    expect(confirmationPath("science-fair", TOKEN)).toBe(`/events/science-fair/registration/${TOKEN}`);
    expect(cancelPath("science-fair")).toBe("/events/science-fair/cancel");
    expect(cancelPath("science-fair", "ABCD-2345")).toBe("/events/science-fair/cancel?reference=ABCD-2345");
  });

  it("call the confirmation and cancel pages private, in both languages, and nothing else", () => {
    for (const path of [
      `/events/science-fair/registration/${TOKEN}`,
      `/ta/events/science-fair/registration/${TOKEN}`,
      "/events/science-fair/cancel",
      "/ta/events/science-fair/cancel/",
    ])
      expect(isPrivateRegistrationPage(path), path).toBe(true);
    for (const path of [
      "/events/science-fair",
      "/events/science-fair/register",
      "/ta/events/science-fair/register",
      "/events",
      "/events/registration/cancel/more",
    ])
      expect(isPrivateRegistrationPage(path), path).toBe(false);
  });

  it("lose the token and the reference before analytics see them", () => {
    expect(withoutRegistrationSecrets(`/events/science-fair/registration/${TOKEN}`)).toBe(
      "/events/science-fair/registration",
    );
    expect(withoutRegistrationSecrets(`/ta/events/science-fair/registration/${TOKEN}?x=1`)).toBe(
      "/ta/events/science-fair/registration?x=1",
    );
    expect(withoutRegistrationSecrets("/events/science-fair/cancel?reference=ABCD-2345")).toBe(
      "/events/science-fair/cancel",
    );
    expect(withoutRegistrationSecrets("/gallery?category=Sports")).toBe("/gallery?category=Sports");
  });

  it("are recorded by the visit endpoint without the token, even when a beacon sends it", () => {
    const reading = readBeacon(
      new TextEncoder().encode(
        JSON.stringify({
          sessionId: "session_1764072000000_abc123xyz",
          pageUrl: `/events/science-fair/registration/${TOKEN}`,
          pageTitle: "Your registration",
          referrer: `https://school.example/ta/events/science-fair/registration/${TOKEN}`,
          timeSpent: 0,
        }),
      ),
    );
    expect(reading.ok && reading.beacon.pageUrl).toBe("/events/science-fair/registration");
    expect(reading.ok && reading.beacon.referrer).toBe(
      "https://school.example/ta/events/science-fair/registration",
    );
  });
});

describe("formatSchoolInstant", () => {
  it("writes an instant in India time, in the page's language", () => {
    expect(formatSchoolInstant("2027-01-05T11:30:00.000Z")).toBe("Jan 05, 2027, 5:00 PM");
    expect(formatSchoolInstant("2027-01-05T19:00:00.000Z")).toBe("Jan 06, 2027, 12:30 AM");
    expect(formatSchoolInstant("2027-01-05T11:30:00.000Z", "ta")).toMatch(/^5 ஜனவரி, 2027, /);
  });
});
