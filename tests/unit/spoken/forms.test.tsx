/**
 * The FAQs, the contact form and the not-found page, as a screen-reader user goes through them:
 * what each question, field and button says, and what is announced, in order.
 */
import { act, fireEvent, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FaqEntry } from "@/content/types";
import { CONTACT_SEND_DELAY_MS } from "@/lib/constants";
import { ROUTES } from "@/lib/routes";
import { renderInteractiveRoute, renderRoute, useFakeDelays } from "../../render";
import { en } from "../../words";
import { heading, link } from "./outlines";
import {
  announcements,
  keepTranscript,
  reader,
  readBackTo,
  readUntil,
  spokenSince,
  startReading,
} from "./reader";

const toastText = en.layout.toast;
const { form: contactFormText, sent: messageSentToast } = en.contact;
const notFoundText = en.notFound;

const question = (entry: FaqEntry, expanded: boolean) =>
  `button, ${entry.question}, 1 control, ${expanded ? "expanded" : "not expanded"}`;

describe.each([
  { name: "home page's FAQ", path: ROUTES.home, entries: en.home.faq, level: 3 },
  { name: "FAQ page", path: ROUTES.faq, entries: en.faq.entries, level: 2 },
])("the $name, heard", ({ path, entries, level }) => {
  const [first, second] = entries;

  it("says a question is collapsed, opens it with its answer next, and closes it when another opens", async () => {
    await renderRoute(path);
    await startReading();
    // Collapsed: the answer is not read between one question and the next.
    const closed = await readUntil(question(second, false));
    expect(closed.slice(closed.indexOf(question(first, false)))).toEqual([
      question(first, false),
      `end of ${heading(level, first.question)}`,
      heading(level, second.question),
      question(second, false),
    ]);

    await readBackTo(question(first, false));
    await spokenSince();
    await reader.act();
    expect(await spokenSince()).toEqual([question(first, true)]);
    expect(await readUntil(first.answer)).toEqual([
      `end of ${heading(level, first.question)}`,
      `region, ${first.question}`,
      "paragraph",
      first.answer,
    ]);

    await readUntil(question(second, false));
    await reader.act();
    expect(await reader.lastSpokenPhrase()).toBe(question(second, true));
    // Back to the first: closed again, its answer gone from between the two.
    await spokenSince();
    await readBackTo(question(first, false));
    expect(await spokenSince()).toEqual([
      heading(level, second.question),
      `end of ${heading(level, first.question)}`,
      question(first, false),
    ]);
    keepTranscript(`faq ${path}`, await reader.spokenPhraseLog());
  });
});

describe("the contact form, heard", () => {
  const { fields } = contactFormText;
  const textbox = (field: keyof typeof fields) =>
    `textbox, ${fields[field].label}, placeholder ${fields[field].placeholder}, required`;

  async function fill(user: UserEvent) {
    await user.type(screen.getByLabelText(fields.name.label), "Ada");
    await user.type(screen.getByLabelText(fields.email.label), "ada@example.com");
    await user.type(screen.getByLabelText(fields.subject.label), "A stuck sock");
    await user.type(screen.getByLabelText(fields.message.label), "It will not go in the basket.");
  }

  it("names each field and says it is required, in order, then the send button", async () => {
    await renderRoute(ROUTES.contact);
    await startReading();
    const form = await readUntil(`button, ${contactFormText.submit}`);
    expect(form.slice(form.indexOf(`form, ${contactFormText.heading}`))).toEqual([
      `form, ${contactFormText.heading}`,
      ...(["name", "email", "subject", "message"] as const).flatMap((field) => [
        fields[field].label,
        textbox(field),
      ]),
      // The live regions, empty until a send: what is missing, then "Sending...".
      "alert",
      `button, ${contactFormText.submit}`,
    ]);
  });

  it("says what is missing when sent empty, interrupting (it blocks the send)", async () => {
    await renderRoute(ROUTES.contact);
    await startReading();
    await spokenSince();
    fireEvent.click(screen.getByRole("button", { name: contactFormText.submit }));
    await act(async () => {});
    const list = new Intl.ListFormat("en", { type: "conjunction" }).format(
      Object.values(fields).map((field) => field.label),
    );
    expect(announcements(await spokenSince())).toEqual([
      `assertive: ${contactFormText.validation.missingFields(list)}`,
    ]);
  });

  it(`says "${contactFormText.sending}", then the confirmation politely, once`, async () => {
    const { user } = await renderInteractiveRoute(ROUTES.contact);
    // Typed before the reader starts: it rebuilds its whole tree on every keystroke.
    await fill(user);
    await startReading();
    useFakeDelays();
    fireEvent.click(screen.getByRole("button", { name: contactFormText.submit }));
    await act(async () => {});
    expect(announcements(await reader.spokenPhraseLog())).toEqual([
      `polite: ${contactFormText.sending}`,
    ]);
    await act(async () => vi.advanceTimersByTime(CONTACT_SEND_DELAY_MS));
    vi.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const log = await reader.spokenPhraseLog();
    expect(announcements(log)).toEqual([
      `polite: ${contactFormText.sending}`,
      `polite: ${toastText.announcement}`,
      `polite: ${messageSentToast.title}`,
      `polite: ${messageSentToast.description}`,
    ]);
    keepTranscript("contact send", log);
  });
});

describe("the not-found page, heard", () => {
  it("says the heading, what happened and the way home", async () => {
    await renderRoute("/no-such-page");
    await startReading();
    await readUntil("main");
    const main = await readUntil("end of main");
    expect(
      main.filter((phrase) => /^(heading|link), /.test(phrase) || phrase === notFoundText.body),
    ).toEqual([
      heading(1, `${notFoundText.code}: ${notFoundText.heading}`),
      notFoundText.body,
      link(notFoundText.returnHome),
      link(notFoundText.reportIssue),
    ]);
  });
});
