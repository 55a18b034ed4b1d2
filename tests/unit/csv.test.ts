import { describe, expect, it } from "vitest";
import { toCsv } from "~/lib/csv";

describe("toCsv", () => {
  it("starts with a byte-order mark and ends every line with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", "2"]])).toBe("\uFEFFa,b\r\n1,2\r\n");
  });

  it("quotes commas, quotes, new lines and edge spaces, doubling inner quotes", () => {
    const csv = toCsv(["x"], [["one, two"], ['say "hi"'], ["line\nbreak"], [" padded"]]);
    expect(csv.split("\r\n").slice(1, 5)).toEqual([
      '"one, two"',
      '"say ""hi"""',
      '"line\nbreak"',
      '" padded"',
    ]);
  });

  it("writes empty cells for null and numbers as they are", () => {
    expect(toCsv(["a", "b", "c"], [[null, 4, ""]])).toBe("\uFEFFa,b,c\r\n,4,\r\n");
  });

  it("keeps text a visitor typed from becoming a spreadsheet formula", () => {
    const csv = toCsv(
      ["x"],
      [['=HYPERLINK("http://bad")'], ["+91 98765 43210"], ["-1"], ["@SUM(A1)"], ["\tx"]],
    );
    expect(csv.split("\r\n").slice(1, 6)).toEqual([
      `"'=HYPERLINK(""http://bad"")"`,
      "'+91 98765 43210",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
    ]);
  });

  it("keeps Tamil text and emoji intact", () => {
    expect(toCsv(["x"], [["வணக்கம் 🙏"]])).toContain("வணக்கம் 🙏\r\n");
  });
});
