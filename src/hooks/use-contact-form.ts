import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { CONTACT_SEND_DELAY_MS } from "@/lib/constants";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form's state. Sending is simulated: nothing leaves the browser and nothing is
 * stored. After the delay the fields clear and `onSent` runs.
 */
export function useContactForm(onSent: () => void) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  // Leaving the page mid-send cancels it: no state update or toast after unmount.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The form is visible before the page is interactive: keep what was typed in that time.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = CONTACT_FIELDS.flatMap((field) => {
      const element = elements.namedItem(field);
      const value = element && "value" in element ? String(element.value) : "";
      return value ? [[field, value] as const] : [];
    });
    if (typed.length) setValues((current) => ({ ...current, ...Object.fromEntries(typed) }));
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (timer.current !== undefined) return; // a second click while sending
    const form = event.currentTarget;

    // `required` accepts spaces alone; empty such fields so the browser asks for them again.
    const blank = CONTACT_FIELDS.filter((field) => values[field].trim() === "");
    if (blank.length > 0) {
      flushSync(() => setValues((current) => ({ ...current, ...emptied(blank) })));
      form.reportValidity();
      return;
    }

    setSending(true);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setValues(EMPTY);
      setSending(false);
      onSent();
    }, CONTACT_SEND_DELAY_MS);
  };

  return { form, values, sending, onChange, onSubmit };
}

function emptied(fields: ContactField[]): Partial<ContactValues> {
  return Object.fromEntries(fields.map((field) => [field, ""]));
}
