// The dashboard's 30-day change (issue 29 item 6): no percentage from zero, colour by meaning.
import { describe, expect, it } from "vitest";
import { change } from "../../server/src/services/dashboard.ts";

describe("dashboard change", () => {
  it("says 'new' rather than +100 % when the figure was 0", () => {
    expect(change(5, 0)).toEqual({ percentage: 0, trend: "new", tone: "good" });
    expect(change(0, 0)).toEqual({ percentage: 0, trend: "stable", tone: "neutral" });
  });

  it("calls more out of stock bad news and fewer good news", () => {
    expect(change(13, 7, "down")).toEqual({ percentage: 86, trend: "up", tone: "bad" });
    expect(change(3, 6, "down")).toEqual({ percentage: -50, trend: "down", tone: "good" });
    expect(change(2, 0, "down")).toEqual({ percentage: 0, trend: "new", tone: "bad" });
  });

  it("calls more products good news and fewer bad news", () => {
    expect(change(12, 10)).toEqual({ percentage: 20, trend: "up", tone: "good" });
    expect(change(5, 10)).toEqual({ percentage: -50, trend: "down", tone: "bad" });
  });
});
