import { describe, expect, it } from "vitest";
import { requestOrigin } from "~/server/http/same-origin.server";

const hosts = ["school.example:3000", "school.example"];
const session = "better-auth.session_token=abc.def";

describe("requestOrigin: whether a state-changing request comes from the site's own pages", () => {
  it("takes a request whose Origin is the site, whatever else it says", () => {
    expect(requestOrigin({ origin: "http://school.example:3000", cookie: session }, hosts)).toEqual({
      allowed: true,
    });
    expect(requestOrigin({ origin: "https://SCHOOL.example", cookie: session }, hosts)).toEqual({
      allowed: true,
    });
    expect(requestOrigin({ origin: "https://school.example:443" }, ["school.example"])).toEqual({
      allowed: true,
    });
  });

  it("refuses another site's Origin, an opaque one, or one that is not a web address", () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://school.example.evil.example",
      "file://x",
      "nonsense",
    ]) {
      expect(requestOrigin({ origin, cookie: session }, hosts), origin).toMatchObject({ allowed: false });
    }
  });

  it("without Origin, follows Sec-Fetch-Site: same-origin or typed by the visitor, nothing else", () => {
    expect(requestOrigin({ "sec-fetch-site": "same-origin", cookie: session }, hosts)).toEqual({
      allowed: true,
    });
    expect(requestOrigin({ "sec-fetch-site": "none", cookie: session }, hosts)).toEqual({ allowed: true });
    for (const site of ["cross-site", "same-site", "anything"]) {
      // A same-origin Referer does not outweigh what the browser said.
      const verdict = requestOrigin(
        { "sec-fetch-site": site, cookie: session, referer: "http://school.example:3000/admin" },
        hosts,
      );
      expect(verdict, site).toEqual({ allowed: false, reason: `sec-fetch-site ${site}` });
    }
  });

  it("with a session cookie and neither header, wants a Referer of the site", () => {
    expect(
      requestOrigin({ cookie: session, referer: "http://school.example:3000/admin/news" }, hosts),
    ).toEqual({
      allowed: true,
    });
    expect(requestOrigin({ cookie: session, referer: "https://evil.example/" }, hosts)).toEqual({
      allowed: false,
      reason: "referer",
    });
    expect(requestOrigin({ cookie: `x=1; __Secure-better-auth.session_token=abc` }, hosts)).toEqual({
      allowed: false,
      reason: "no origin",
    });
  });

  it("lets a request that acts for nobody go on to its own checks", () => {
    expect(requestOrigin({}, hosts)).toEqual({ allowed: true });
    expect(requestOrigin({ cookie: "site_language=ta" }, hosts)).toEqual({ allowed: true });
  });
});
