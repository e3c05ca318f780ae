/**
 * The contact form against bad input and impatient or leaving visitors. Nothing is ever sent,
 * so what matters is: values are kept as plain text, nothing typed turns into markup or runs,
 * the browser's own validation is asked for, one submit makes one sending cycle, and leaving
 * mid-send leaves nothing behind.
 */
import { act, fireEvent, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_FIELDS, type ContactField } from "@/hooks/use-contact-form";
import { CONTACT_SEND_DELAY_MS } from "@/lib/constants";
import { ROUTES } from "@/lib/routes";
import { renderInteractiveRoute, userWithFakeTimers, watchConsole } from "../../render";
import { en } from "../../words";

const contactFormText = en.contact.form;
const messageSentToast = en.contact.sent;

const { fields } = contactFormText;
const openContactPage = () =>
  renderInteractiveRoute(ROUTES.contact, { setUpUser: userWithFakeTimers });
const field = (name: ContactField) =>
  screen.getByLabelText(fields[name].label) as HTMLInputElement | HTMLTextAreaElement;
const form = () => field("name").form as HTMLFormElement;
const submitButton = () => screen.getByRole("button", { name: contactFormText.submit });
const sendingButton = () => screen.queryByRole("button", { name: contactFormText.sending });
const toastRegion = () => screen.getByRole("region", { name: /notifications/i });
const toastTitles = () => within(toastRegion()).queryAllByText(messageSentToast.title);

const VALID: Record<ContactField, string> = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Stuck in the garage",
  message: "The pegboard will not take the hammer.",
};

/** Pastes each value into its field: real input events, and no user-event key syntax. */
async function fill(user: UserEvent, values: Partial<Record<ContactField, string>>) {
  for (const [name, value] of Object.entries(values) as [ContactField, string][]) {
    await user.clear(field(name));
    if (value === "") continue;
    await user.click(field(name));
    await user.paste(value);
  }
}

function expectAllEmpty() {
  for (const name of CONTACT_FIELDS) expect(field(name), name).toHaveValue("");
}

/** Finishes the simulated send. */
function finishSending() {
  act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS));
}

let console_: ReturnType<typeof watchConsole>;

beforeEach(() => {
  console_ = watchConsole();
});

afterEach(() => {
  expect(console_.messages(), "console errors and warnings").toEqual([]);
});

// Whole-site renders with user-event: generous limits for a busy CI machine.
const SLOW = { timeout: 30_000 };

describe("contact form with unusual input", SLOW, () => {
  it("takes a 100 KB message, sends it and clears it", async () => {
    const { user } = await openContactPage();
    const message = "Tidy ".repeat(20 * 1024); // 100 KiB
    await fill(user, { ...VALID, message });
    expect((field("message").value as string).length).toBe(100 * 1024);

    await user.click(submitButton());
    expect(sendingButton()).toBeDisabled();
    finishSending();
    expect(toastTitles()).toHaveLength(1);
    expectAllEmpty();
  });

  it("keeps markup and script in every field as plain text; nothing runs or is injected", async () => {
    const { user, container } = await openContactPage();
    const payload =
      `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">` +
      `"><svg onload=alert(1)><a href="javascript:alert(1)">x</a>{{7*7}}\${7*7}`;
    const elementsBefore = container.querySelectorAll("*").length;
    // The page's own JSON-LD data block is the only <script> it renders.
    const injected = () =>
      container.querySelector(
        "script:not([type='application/ld+json']), img[src='x'], svg[onload], a[href^='javascript']",
      );
    expect(injected()).toBeNull();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});

    await fill(user, { name: payload, email: payload, subject: payload, message: payload });
    for (const name of CONTACT_FIELDS) {
      // type=email strips nothing here: the markup has no line breaks or edge spaces.
      expect(field(name), name).toHaveValue(payload);
    }
    // The markup is a value, never elements.
    expect(container.querySelectorAll("*").length).toBe(elementsBefore);
    expect(injected()).toBeNull();
    // That email is not an email address: the browser refuses to submit.
    expect((field("email") as HTMLInputElement).validity.typeMismatch).toBe(true);

    // With a valid address the rest still goes through as text and is cleared.
    await fill(user, { email: "o'brien+tag@example.com" });
    await user.click(submitButton());
    expect(sendingButton()).toBeInTheDocument();
    finishSending();
    expectAllEmpty();
    expect(toastRegion()).not.toHaveTextContent(/pwned|alert/);
    expect(injected()).toBeNull();
    expect(container.innerHTML).not.toContain("__pwned");
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });

  it("keeps emoji and right-to-left text exactly as typed", async () => {
    const { user } = await openContactPage();
    const values = {
      name: "مريم 👩🏽‍🔧",
      email: "maryam@example.com",
      subject: "שלום — ‏problem‏ 🧹✨",
      message: "مرحبا!\nThe kitchen 🍳 level\u202Eevil\u202C breaks 🇯🇵 👨‍👩‍👧‍👦",
    };
    await fill(user, values);
    for (const name of CONTACT_FIELDS) expect(field(name), name).toHaveValue(values[name]);

    await user.click(submitButton());
    finishSending();
    expect(toastTitles()).toHaveLength(1);
    expectAllEmpty();
  });

  it("empties whitespace-only fields and asks the browser to validate instead of sending", async () => {
    const { user } = await openContactPage();
    const reportValidity = vi.spyOn(HTMLFormElement.prototype, "reportValidity");
    await fill(user, { name: "   ", email: VALID.email, subject: "\t \t", message: " \n\n  " });
    // Spaces satisfy `required`, so the browser lets this submit through to the page.
    expect(form().checkValidity()).toBe(true);

    await user.click(submitButton());
    expect(reportValidity).toHaveBeenCalledTimes(1);
    expect(sendingButton()).not.toBeInTheDocument();
    expect(field("name")).toHaveValue("");
    expect(field("subject")).toHaveValue("");
    expect(field("message")).toHaveValue("");
    expect(field("email")).toHaveValue(VALID.email);
    // Now empty, the required fields fail the browser's check.
    expect(form().checkValidity()).toBe(false);

    finishSending();
    expect(toastTitles()).toHaveLength(0);
  });

  it.each(["not-an-email", "@example.com", "ada@", "ada example@example.com", "ada@@example.com"])(
    "refuses the invalid email %s before anything is sent",
    async (email) => {
      const { user } = await openContactPage();
      await fill(user, { ...VALID, email });
      expect(field("email")).toHaveAttribute("type", "email");
      expect(form().checkValidity()).toBe(false);

      await user.click(submitButton());
      expect(sendingButton()).not.toBeInTheDocument();
      finishSending();
      expect(toastTitles()).toHaveLength(0);
      expect(field("name")).toHaveValue(VALID.name);
    },
  );
});

describe("contact form with impatient and leaving visitors", SLOW, () => {
  it("makes one sending cycle and one toast from a double-click", async () => {
    const { user } = await openContactPage();
    await fill(user, VALID);
    const setTimeoutSpy = vi.spyOn(window, "setTimeout");

    await user.dblClick(submitButton());
    // A second submit that does not go through the (now disabled) button, e.g. Enter.
    fireEvent.submit(form());
    const sendTimers = () =>
      setTimeoutSpy.mock.calls.filter(([, delay]) => delay === CONTACT_SEND_DELAY_MS);
    expect(sendTimers()).toHaveLength(1);
    expect(sendingButton()).toBeDisabled();

    finishSending();
    const toast = toastTitles();
    expect(toast).toHaveLength(1);
    // A second cycle would replace the toast with a new one.
    act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS * 2));
    expect(toastTitles()).toEqual(toast);
    expect(sendTimers()).toHaveLength(1);
  });

  it("leaves nothing behind when the visitor navigates away while Sending...", async () => {
    const { user } = await openContactPage();
    await fill(user, VALID);
    await user.click(submitButton());
    expect(sendingButton()).toBeInTheDocument();

    const mainNav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(mainNav).getByRole("link", { name: "FAQ" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /frequently asked/i }),
    ).toBeVisible();
    act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS * 3));
    expect(screen.queryByText(messageSentToast.title)).not.toBeInTheDocument();
  });

  it("cancels the pending send when the page unmounts while Sending...", async () => {
    const { user, unmount } = await openContactPage();
    await fill(user, VALID);
    const setTimeoutSpy = vi.spyOn(window, "setTimeout");
    await user.click(submitButton());
    expect(sendingButton()).toBeInTheDocument();
    const sendCall = setTimeoutSpy.mock.calls.findIndex(
      ([, delay]) => delay === CONTACT_SEND_DELAY_MS,
    );
    const sendTimer = setTimeoutSpy.mock.results[sendCall]?.value as number;
    expect(sendTimer).toBeDefined();
    const clearTimeoutSpy = vi.spyOn(window, "clearTimeout");

    unmount();
    expect(clearTimeoutSpy).toHaveBeenCalledWith(sendTimer);
    act(() => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS * 3));
    expect(document.body).not.toHaveTextContent(messageSentToast.title);
  });

  it("sends again right after the toast", async () => {
    const { user } = await openContactPage();
    await fill(user, VALID);
    await user.click(submitButton());
    finishSending();
    const first = toastTitles();
    expect(first).toHaveLength(1);
    expectAllEmpty();

    await fill(user, { ...VALID, subject: "One more thing" });
    await user.click(submitButton());
    expect(sendingButton()).toBeDisabled();
    finishSending();
    const second = toastTitles();
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]); // a fresh toast, not the old one left over
    expectAllEmpty();
    expect(submitButton()).toBeEnabled();
  });
});
