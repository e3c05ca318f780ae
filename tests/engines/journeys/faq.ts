import { expect } from "vitest";
import type { Driver } from "../driver";
import { FAQ_PAGE_COUNT, ROUTES } from "../texts";
import { BOTH_SIZES, type Journey } from "./journey";
import { SELECTORS, byId, tabTo } from "./page-state";

export interface ItemState {
  id: string;
  expanded: string | null;
  /** Whether its answer panel is on screen with some text. */
  panelShown: boolean;
}

/** Every question on the page, in order, with whether it is open. */
export function readItems(page: Driver): Promise<ItemState[]> {
  return page.evaluate(function items(s) {
    return [...document.querySelectorAll(s)].map((trigger) => {
      const panel = document.querySelector(`[role="region"][aria-labelledby="${trigger.id}"]`);
      return {
        id: trigger.id,
        expanded: trigger.getAttribute("aria-expanded"),
        panelShown: !!panel && panel.getClientRects().length > 0 && !!panel.textContent?.trim(),
      };
    });
  }, SELECTORS.faqTriggers);
}

/**
 * Waits until exactly the items at `open` are expanded and show their answers, and the opening
 * animation has ended: until then the questions below are still moving, and a click aimed at
 * one of them can land on another.
 */
export async function expectOpen(page: Driver, open: number[]) {
  const description = open.length ? `only question ${open.map((i) => i + 1)} open` : "all closed";
  await page.waitFor(
    description,
    (s, wanted) => {
      const triggers = [...document.querySelectorAll(s)];
      const moving = document
        .getAnimations()
        .some((animation) => animation.playState === "running");
      return (
        !moving &&
        triggers.every((trigger, index) => {
          const panel = document.querySelector(`[role="region"][aria-labelledby="${trigger.id}"]`);
          const shown = !!panel && panel.getClientRects().length > 0;
          const isOpen = trigger.getAttribute("aria-expanded") === "true";
          return isOpen === wanted.includes(index) && shown === isOpen;
        })
      );
    },
    SELECTORS.faqTriggers,
    open,
  );
  const items = await readItems(page);
  for (const index of open) expect(items[index].panelShown, `answer ${index + 1} shown`).toBe(true);
}

async function openFaq(page: Driver): Promise<ItemState[]> {
  await page.open(ROUTES.faq);
  const items = await readItems(page);
  expect(items).toHaveLength(FAQ_PAGE_COUNT);
  expect(items.every((item) => item.expanded === "false" && !item.panelShown)).toBe(true);
  return items;
}

const withPointer: Journey = {
  name: "/faq: one question open at a time, and an open one collapses again",
  async run({ page }) {
    const [first, second] = await openFaq(page);
    await page.step("open the first question", async () => {
      await page.click(byId(first.id));
      await expectOpen(page, [0]);
    });
    await page.step("open the second question", async () => {
      await page.click(byId(second.id));
      await expectOpen(page, [1]);
    });
    await page.step("close the second question", async () => {
      await page.click(byId(second.id));
      await expectOpen(page, []);
    });
  },
};

const withKeyboard: Journey = {
  name: "/faq with the keyboard alone: Tab to a question, Enter and Space open and close it",
  async run({ page }) {
    const [first, second] = await openFaq(page);
    await page.step("Tab to the first question", () => tabTo(page, byId(first.id)));
    await page.step("Enter opens it", async () => {
      await page.press("Enter");
      await expectOpen(page, [0]);
    });
    await page.step("Space closes it", async () => {
      await page.press("Space");
      await expectOpen(page, []);
    });
    await page.step("Enter opens it again", async () => {
      await page.press("Enter");
      await expectOpen(page, [0]);
    });
    await page.step("Tab to the second question; Space opens it and closes the first", async () => {
      await tabTo(page, byId(second.id), 5);
      await page.press("Space");
      await expectOpen(page, [1]);
    });
    await page.step("Enter closes it", async () => {
      await page.press("Enter");
      await expectOpen(page, []);
    });
  },
};

/** Each question's address: the id of the item it heads. */
function readAddresses(page: Driver): Promise<string[]> {
  return page.evaluate(function addresses(s) {
    return [...document.querySelectorAll(s)].map(
      (trigger) => trigger.closest("[id]:not(button)")?.id ?? "",
    );
  }, SELECTORS.faqTriggers);
}

const byAddress: Journey = {
  name: "/faq#address opens that question below the header; opening another rewrites the address in place",
  // The header's height, which the question must land below, differs on a phone.
  sizes: BOTH_SIZES,
  async run({ page }) {
    await openFaq(page);
    const addresses = await readAddresses(page);
    expect(new Set(addresses).size, "one address per question").toBe(FAQ_PAGE_COUNT);
    const [visited, next] = [6, 2];
    // A query makes it a new page load, not a move within the open page.
    await page.step(`visit /faq#${addresses[visited]}`, async () => {
      await page.open(`${ROUTES.faq}?visit=1#${addresses[visited]}`);
      await expectOpen(page, [visited]);
      const item = byId(addresses[visited]);
      await page.settle(item);
      const place = await page.evaluate(function place(s) {
        const header = document.querySelector("header")!.getBoundingClientRect().bottom;
        return { gap: document.querySelector(s)!.getBoundingClientRect().top - header };
      }, item);
      expect(place.gap, "px between the header and the question").toBeGreaterThanOrEqual(-1);
      expect(place.gap).toBeLessThanOrEqual(40);
    });
    await page.step("open another question", async () => {
      const entries = await page.evaluate(function entries() {
        return history.length;
      });
      const trigger = `${byId(addresses[next])} ${SELECTORS.faqTriggers.replace("main ", "")}`;
      await page.click(trigger);
      await expectOpen(page, [next]);
      const where = await page.evaluate(function where() {
        return { hash: location.hash, entries: history.length };
      });
      expect(where).toEqual({ hash: `#${addresses[next]}`, entries });
      await page.click(trigger);
      await expectOpen(page, []);
      expect(
        await page.evaluate(function hash() {
          return location.hash;
        }),
      ).toBe("");
    });
  },
};

export const faqJourneys: Journey[] = [withPointer, withKeyboard, byAddress];
