import { describe, expect, it } from "vitest";
import { withDecodablePath } from "@/lib/safe-path";
import { matchPageId } from "@/routes";

describe("withDecodablePath", () => {
  it.each(["/", "/faq", "/charlie-the-steak", "/caf%C3%A9", "/a%20b/c"])(
    "leaves the valid path %s as it is",
    (path) => {
      expect(withDecodablePath(path)).toBe(path);
    },
  );

  it.each([
    ["/%zz", "/%25zz"],
    ["/%E0%A4%A", "/%25E0%25A4%25A"],
    ["/faq/%", "/faq/%25"],
  ])("re-encodes the undecodable %s", (path, expected) => {
    expect(withDecodablePath(path)).toBe(expected);
    expect(() => decodeURIComponent(withDecodablePath(path))).not.toThrow();
  });

  it("sends undecodable paths to the not-found page", () => {
    expect(matchPageId(withDecodablePath("/faq%zz"))).toBe("notFound");
  });
});
