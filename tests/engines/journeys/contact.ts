import { expect } from "vitest";
import { OVERLAY_LATE_SLACK_MS } from "../../e2e/overlay-timing";
import type { ContactWords } from "../../../src/content/types";
import { CONTACT_FIELDS, type ContactField } from "../../../src/hooks/use-contact-form";
import type { Driver } from "../driver";
import { CONTACT_SEND_DELAY_MS, ROUTES, en } from "../texts";
import type { Journey } from "./journey";

const FILLED: Record<ContactField, string> = {
  name: "Pat",
  email: "pat@example.com",
  subject: "Level 3",
  message: "Three stars in the kitchen?",
};

/** The form's fields are labelled by their `for` ids (src/components/contact/contact-form.tsx). */
export const fieldSelector = (field: ContactField) => `#contact-${field}`;
export const SUBMIT = 'main form button[type="submit"]';
/** The toasts on screen: Radix's viewport is a region whose list holds them. */
export const TOASTS = '[role="region"] li';
/** Timers never fire early, but the page clock may be coarsened by a millisecond or so. */
const CLOCK_GRAIN_MS = 20;
/** How long after the submit the toast may take to appear. */
export const TOAST_WAIT_MS = CONTACT_SEND_DELAY_MS + OVERLAY_LATE_SLACK_MS + 1000;

export interface FormState {
  values: string[];
  missing: boolean[];
  focused: string;
  button: { text: string; disabled: boolean };
  toasts: string[];
}

export function readForm(page: Driver): Promise<FormState> {
  return page.evaluate(
    function formState(ids, submit, toasts) {
      const fields = ids.map((id) => document.getElementById(id) as HTMLInputElement | null);
      const button = document.querySelector(submit) as HTMLButtonElement | null;
      return {
        values: fields.map((field) => field?.value ?? "?"),
        missing: fields.map((field) => !!field?.validity.valueMissing),
        focused: document.activeElement?.id ?? "",
        button: { text: button?.textContent?.trim() ?? "", disabled: !!button?.disabled },
        toasts: [...document.querySelectorAll(toasts)].map((li) => li.textContent ?? ""),
      };
    },
    CONTACT_FIELDS.map((field) => `contact-${field}`),
    SUBMIT,
    TOASTS,
  );
}

export interface SendRecord {
  submittedAt: number;
  sendingAt: number;
  toastAt: number;
}

/**
 * Records, in page time, the submit, the first "Sending..." (disabled) and the toast, in the
 * words of the page's language.
 */
export function watchSend(page: Driver, words: ContactWords): Promise<void> {
  return page.evaluate(
    function watch(submit, toastSelector, sending, title) {
      const record = { submittedAt: 0, sendingAt: 0, toastAt: 0 };
      (window as unknown as { __enginesSend: typeof record }).__enginesSend = record;
      const button = document.querySelector(submit) as HTMLButtonElement;
      button.form?.addEventListener(
        "submit",
        () => {
          record.submittedAt ||= performance.now();
        },
        true,
      );
      const check = () => {
        if (!record.sendingAt && button.disabled && button.textContent?.includes(sending)) {
          record.sendingAt = performance.now();
        }
        const toasts = [...document.querySelectorAll(toastSelector)];
        if (!record.toastAt && toasts.some((li) => li.textContent?.includes(title))) {
          record.toastAt = performance.now();
        }
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    SUBMIT,
    TOASTS,
    words.form.sending,
    words.sent.title,
  );
}

/** Waits for the toast `watchSend` looks for; returns what it recorded. */
export function waitForToast(page: Driver, words: ContactWords): Promise<SendRecord> {
  return page.waitForWithin(TOAST_WAIT_MS, `the "${words.sent.title}" toast`, () => {
    const r = (window as unknown as { __enginesSend: SendRecord }).__enginesSend;
    return r.toastAt > 0 ? r : null;
  });
}

const { form: formText, sent } = en.contact;

const contactForm: Journey = {
  name: "/contact: an empty form is not sent; a filled one shows Sending..., the toast, and clears",
  async run({ page }) {
    await page.open(ROUTES.contact);

    await page.step("submit the empty form", async () => {
      await page.click(SUBMIT);
      const state = await readForm(page);
      expect(state.missing, "every field is required").toEqual(CONTACT_FIELDS.map(() => true));
      expect(state.focused, "the browser points at the first empty field").toBe("contact-name");
      expect(state.button).toEqual({ text: formText.submit, disabled: false });
      expect(state.toasts).toEqual([]);
    });

    await page.step("fill in the form", async () => {
      for (const field of CONTACT_FIELDS) await page.type(fieldSelector(field), FILLED[field]);
      expect((await readForm(page)).values).toEqual(CONTACT_FIELDS.map((field) => FILLED[field]));
    });

    await page.step("send it", async () => {
      await watchSend(page, en.contact);
      await page.click(SUBMIT);
      const record = await waitForToast(page, en.contact);
      expect(record.submittedAt, "the form was submitted").toBeGreaterThan(0);
      expect(record.sendingAt, `"${formText.sending}" shown, disabled`).toBeGreaterThan(0);
      const took = record.toastAt - record.submittedAt;
      expect(took, "ms from submit to toast").toBeGreaterThanOrEqual(
        CONTACT_SEND_DELAY_MS - CLOCK_GRAIN_MS,
      );
      expect(took, "ms from submit to toast").toBeLessThanOrEqual(
        CONTACT_SEND_DELAY_MS + OVERLAY_LATE_SLACK_MS,
      );
    });

    await page.step("the toast is up and the form is clear", async () => {
      const state = await readForm(page);
      expect(state.toasts).toHaveLength(1);
      expect(state.toasts[0]).toContain(sent.title);
      expect(state.toasts[0]).toContain(sent.description);
      expect(state.values).toEqual(CONTACT_FIELDS.map(() => ""));
      expect(state.button).toEqual({ text: formText.submit, disabled: false });
    });
  },
};

export const contactJourneys: Journey[] = [contactForm];
