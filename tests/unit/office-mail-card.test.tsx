// Settings' office e-mail card drawn on the server: the outbox's state in words, the recipients
// with their school and digest, the choices of the add form, and the test e-mail button (off while
// mail is off).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { OfficeMailCard } from "~/components/admin/settings/office-mail-card";
import { type OfficeMailView, outboxSummary } from "~/views/office-mail";

const mail: OfficeMailView = {
  sending: { server: "mail.example.org:587", from: "School Office <office@example.org>" },
  outbox: {
    waiting: 3,
    failed: 1,
    sentLastDay: 12,
    heldForDigest: 2,
    lastError: "The mail server did not answer in time.",
  },
  recipients: [
    { id: "r1", address: "desk@example.org", schoolSlug: "euro-kids", digestTime: null },
    { id: "r2", address: "principal@example.org", schoolSlug: null, digestTime: "18:00" },
  ],
  adminAddresses: ["admin@example.org"],
  yourAddress: "admin@example.org",
};

let shown: OfficeMailView = mail;
function ShownCard() {
  return <OfficeMailCard mail={shown} />;
}
const Stub = createRoutesStub([{ path: "/admin/settings", Component: ShownCard }]);

function drawn(view: OfficeMailView) {
  shown = view;
  return renderToString(<Stub initialEntries={["/admin/settings"]} />).replaceAll("<!-- -->", "");
}

describe("office e-mail card", () => {
  it("says the outbox's state in words", () => {
    expect(outboxSummary(mail.outbox)).toBe(
      "3 waiting, last error: The mail server did not answer in time., 2 kept for daily digests. 12 e-mails sent in the last day; 1 e-mail given up after a day.",
    );
    expect(outboxSummary({ waiting: 0, failed: 0, sentLastDay: 1, heldForDigest: 0, lastError: null })).toBe(
      "Nothing waiting. 1 e-mail sent in the last day.",
    );
  });

  it("draws the state, the recipients, the add form's choices and the test button", () => {
    const html = drawn(mail);
    expect(html).toContain(
      "E-mail is on: sent as School Office &lt;office@example.org&gt; through mail.example.org:587.",
    );
    expect(html).toContain("3 waiting, last error: The mail server did not answer in time.");
    expect(html).toContain("desk@example.org");
    expect(html).toContain("— EuroKids");
    expect(html).toContain("— All schools, a daily digest at 18:00");
    expect(html).toContain('aria-label="Remove principal@example.org (All schools)"');
    expect(html).toContain(">Each message as it comes</option>");
    expect(html).toContain('value="07:00">A daily digest at 07:00 (India time)</option>');
    expect(html).toContain(">All schools (group-wide)</option>");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send a test e-mail<\/button>/);
    expect(html).toContain("Sent at once to your address, admin@example.org.");
  });

  it("while mail is off says so, sends no test, and names the admins who would get the e-mail", () => {
    const html = drawn({ ...mail, sending: null, recipients: [] });
    expect(html).toContain("E-mail is off: the server has no SMTP_URL and MAIL_FROM");
    expect(html).toContain("No recipient is set: e-mail goes to every admin (admin@example.org).");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Send a test e-mail<\/button>/);
  });
});
