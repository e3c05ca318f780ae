import { beforeEach, describe, expect, it } from "vitest";
import { inertOutside } from "@/features/game/inert-outside";

const byId = (id: string) => document.getElementById(id)!;
const inertIds = () => [...document.querySelectorAll("[inert]")].map((element) => element.id);

beforeEach(() => {
  document.body.innerHTML = `
    <header id="header"></header>
    <main id="main">
      <h2 id="heading"></h2>
      <div id="frame-box"><div id="view"><iframe id="game"></iframe></div></div>
      <button id="after"></button>
      <aside id="already" inert></aside>
    </main>
    <footer id="footer"></footer>`;
});

describe("inertOutside", () => {
  it("makes everything beside the element and its ancestors inert, not them or their insides", () => {
    inertOutside(byId("view"));
    expect(inertIds().sort()).toEqual(["after", "already", "footer", "header", "heading"]);
    for (const id of ["view", "game", "frame-box", "main"]) {
      expect(byId(id).closest("[inert]"), id).toBeNull();
    }
  });

  it("undoes only what it did: what was inert before stays inert", () => {
    const undo = inertOutside(byId("view"));
    undo();
    expect(inertIds()).toEqual(["already"]);
  });
});
