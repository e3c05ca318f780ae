// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  BUILDS,
  PLACEMENTS,
  benchVariants,
  gameUrls,
  safeRefName,
  variantFolders,
} from "../../../scripts/bench-variants.mjs";

describe("the variants measured side by side", () => {
  it("are the current build alone without a baseline", () => {
    expect(benchVariants([]).map((v) => v.name)).toEqual(["current"]);
  });

  it("name each baseline by its ref, in the order given, the current build last", () => {
    const variants = benchVariants(["main", "HEAD~1"]);
    expect(variants.map((v) => v.name)).toEqual(["baseline main", "baseline HEAD~1", "current"]);
    expect(variants.map((v) => v.isFirstBaseline)).toEqual([true, false, false]);
  });

  it("tell a ref given twice apart, in names and folders", () => {
    const variants = benchVariants(["main", "main"]);
    expect(variants.map((v) => v.name)).toEqual(["baseline main", "baseline main (2)", "current"]);
    expect(new Set(variants.map((v) => v.slug)).size).toBe(3);
  });

  it("give refs that read alike as folder names folders of their own", () => {
    const [a, b] = benchVariants(["feature/x", "feature-x"]);
    expect(a.slug).toBe("1-feature-x");
    expect(b.slug).toBe("2-feature-x");
  });
});

describe("a ref as a folder name", () => {
  it("keeps letters, digits, dots, dashes and underscores, the rest one dash a run", () => {
    expect(safeRefName("HEAD~1")).toBe("HEAD-1");
    expect(safeRefName("origin/main")).toBe("origin-main");
    expect(safeRefName("v1.2_rc")).toBe("v1.2_rc");
    expect(safeRefName("HEAD^{commit}")).toBe("HEAD-commit");
  });

  it("never climbs out of its folder nor stays empty", () => {
    expect(safeRefName("../..")).toBe("ref");
    expect(safeRefName("@{-1}")).toBe("1");
    expect(safeRefName("a".repeat(60))).toHaveLength(40);
  });
});

describe("each variant's folders", () => {
  it("keep the current build's light one where it always was", () => {
    const [current] = benchVariants([]);
    const folders = variantFolders("/r", current);
    expect(folders.src).toBeNull();
    expect(folders.builds).toEqual({
      light: "/r/bench-dist",
      "same-site": "/r/bench-dist-heavy-same-site",
      "cross-site": "/r/bench-dist-heavy-cross-site",
    });
  });

  it("give each baseline a worktree and builds of its own", () => {
    const [first] = benchVariants(["HEAD~1"]);
    const folders = variantFolders("/r", first);
    expect(folders.src).toBe("/r/bench-baseline-1-HEAD-1-src");
    expect(Object.keys(folders.builds)).toEqual(BUILDS);
    expect(folders.builds.light).toBe("/r/bench-baseline-1-HEAD-1-dist");
  });
});

describe("the game frames' addresses", () => {
  const stub = "http://127.0.0.1:4444";

  it("place the light stub as the real hosts stand: Tidy Time's on the site, Charlie's off it", () => {
    expect(gameUrls(stub, "light")).toEqual({
      VITE_GAME_URL: "http://127.0.0.1:4444/game.html",
      VITE_CHARLIE_GAME_URL: "http://localhost:4444/game.html?game=charlie",
    });
  });

  it("put both heavy games on the placement's host", () => {
    expect(PLACEMENTS.map((p) => p.id)).toEqual(["same-site", "cross-site"]);
    expect(gameUrls(stub, "same-site")).toEqual({
      VITE_GAME_URL: "http://127.0.0.1:4444/heavy-game.html",
      VITE_CHARLIE_GAME_URL: "http://127.0.0.1:4444/heavy-game.html?game=charlie",
    });
    expect(gameUrls(stub, "cross-site")).toEqual({
      VITE_GAME_URL: "http://localhost:4444/heavy-game.html",
      VITE_CHARLIE_GAME_URL: "http://localhost:4444/heavy-game.html?game=charlie",
    });
  });
});
