import { describe, expect, it } from "vitest";
import { addressGroup } from "~/server/rate-limit.server";

describe("addressGroup: what a per-address limit counts as one visitor", () => {
  it("counts an IPv4 address as itself, also when written as IPv6", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 network as one visitor, however it is written", () => {
    const group = "2001:db8:85a3:12::/64";
    expect(addressGroup("2001:db8:85a3:12::1")).toBe(group);
    expect(addressGroup("2001:0DB8:85a3:0012:ffff:ffff:ffff:fffe")).toBe(group);
    expect(addressGroup("2001:db8:85a3:12:a:b:c:d")).toBe(group);
    expect(addressGroup("2001:db8:85a3:12::1.2.3.4")).toBe(group);
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps neighbouring /64 networks apart", () => {
    expect(addressGroup("2001:db8:85a3:13::1")).not.toBe(addressGroup("2001:db8:85a3:12::1"));
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves what is not an address as it came", () => {
    expect(addressGroup("unknown")).toBe("unknown");
    expect(addressGroup("")).toBe("");
  });
});
