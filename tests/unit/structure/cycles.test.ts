// @vitest-environment node
import { describe, expect, it } from "vitest";
import { importCycles, type ModuleGraph } from "./cycles";

const graph = (edges: Record<string, string[]>): ModuleGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe("finding circles of imports", () => {
  it("finds none where imports only go one way", () => {
    expect(importCycles(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("finds two modules importing each other, and a longer circle, once each", () => {
    expect(importCycles(graph({ a: ["b"], b: ["a"], c: ["d"], d: ["e"], e: ["c"] }))).toEqual([
      "a → b → a",
      "c → d → e → c",
    ]);
  });

  it("finds a module importing itself", () => {
    expect(importCycles(graph({ a: ["a"] }))).toEqual(["a → a"]);
  });
});
