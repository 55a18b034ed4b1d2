// The memory ceiling of request bodies being read: what a body takes from it, and the setting.

import { describe, expect, it } from "vitest";
import { ConfigError } from "~/server/config.server";
import { BODY_MEMORY_BUDGET_BYTES, bodyBudget, bufferedReserve } from "~/server/http/body-budget.server";
import { configWith } from "../support/config-reader";

describe("the body budget", () => {
  it("refuses a reservation past its ceiling and takes one again once a release gives bytes back", () => {
    const budget = bodyBudget(100);
    const first = budget.reserve(60);
    expect(first).toBeDefined();
    expect(budget.reserve(50)).toBeUndefined();
    first!();
    first!();
    expect(budget.reserved()).toBe(0);
    expect(budget.reserve(100)).toBeDefined();
  });

  it("takes a new ceiling from the setting", () => {
    const budget = bodyBudget(100);
    budget.setTotal(10);
    expect(budget.reserve(11)).toBeUndefined();
    expect(budget.reserve(10)).toBeDefined();
  });

  it("counts a buffered body twice, and one declared over its limit as nothing", () => {
    expect(bufferedReserve(1000, "300")).toBe(600);
    expect(bufferedReserve(1000, undefined)).toBe(2000);
    expect(bufferedReserve(1000, "junk")).toBe(2000);
    expect(bufferedReserve(1000, "1001")).toBe(0);
  });
});

describe("REQUEST_BODY_MEMORY_MB", () => {
  const read = configWith("REQUEST_BODY_MEMORY_MB");

  it("defaults to the built-in ceiling and takes whole megabytes", () => {
    expect(read().requestBodyMemoryBytes).toBe(BODY_MEMORY_BUDGET_BYTES);
    expect(read("8").requestBodyMemoryBytes).toBe(8 * 1024 * 1024);
  });

  it("refuses what is not a whole number of megabytes from 1 to 1024, naming the variable", () => {
    for (const bad of ["lots", "0", "1.5", "-4", "2048"]) {
      expect(() => read(bad)).toThrow(ConfigError);
      expect(() => read(bad)).toThrow(/REQUEST_BODY_MEMORY_MB/);
    }
  });
});
