import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type SyntheticEvent,
} from "react";
import { flushSync } from "react-dom";
import { CONTACT_SEND_DELAY_MS } from "@/lib/constants";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** Why a send was held back: the fields left empty, and whether the email was refused. */
export interface ContactProblem {
  missing: ContactField[];
  badEmail: boolean;
  /** Counts the held-back sends, so the same problem twice is announced twice. */
  attempt: number;
}

/** The browser's own message for a field it refuses, in the page's language. */
export interface FieldMessages {
  missing: string;
  badEmail: string;
}

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form's state. Sending is simulated: nothing leaves the browser and nothing is
 * stored. After the delay the fields clear and `onSent` runs. A send the browser holds back
 * (browser-native `required` and email checks) is described in `problem`.
 */
export function useContactForm(onSent: () => void, messages: FieldMessages) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const refused = useRef<FieldElement[]>([]);

  // Leaving the page mid-send cancels it: no state update or toast after unmount.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The form is visible before the page is interactive: keep what was typed in that time.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = CONTACT_FIELDS.flatMap((field) => {
      const value = fieldValue(elements, field);
      return value ? [[field, value] as const] : [];
    });
    if (typed.length) setValues((current) => ({ ...current, ...Object.fromEntries(typed) }));
  }, []);

  const onChange = (event: ChangeEvent<FieldElement>) => {
    const field = event.target.name as ContactField;
    event.target.setCustomValidity("");
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  // The browser fires `invalid` on each field it refuses, one after another, before it shows
  // its message on the first: the message is worded here, the whole list read once they are in.
  const onInvalid = (event: SyntheticEvent<HTMLFormElement>) => {
    const field = event.target as FieldElement;
    if (field.validity.valueMissing) field.setCustomValidity(messages.missing);
    else if (field.validity.typeMismatch) field.setCustomValidity(messages.badEmail);
    if (refused.current.push(field) > 1) return;
    queueMicrotask(() => {
      const fields = refused.current.splice(0);
      setProblem((previous) => ({
        missing: CONTACT_FIELDS.filter((name) =>
          fields.some((element) => element.name === name && element.validity.valueMissing),
        ),
        badEmail: fields.some((element) => element.validity.typeMismatch),
        attempt: (previous?.attempt ?? 0) + 1,
      }));
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (timer.current !== undefined) return; // a second click while sending
    const form = event.currentTarget;

    // `required` accepts spaces alone; empty such fields so the browser asks for them again.
    // Read from the fields themselves: a send held before the page was interactive is replayed
    // as soon as it is, possibly before the state has taken in what was typed until then.
    const blank = CONTACT_FIELDS.filter((field) => fieldValue(form.elements, field).trim() === "");
    if (blank.length > 0) {
      flushSync(() => setValues((current) => ({ ...current, ...emptied(blank) })));
      form.reportValidity();
      return;
    }

    setProblem(null);
    setSending(true);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setValues(EMPTY);
      setSending(false);
      onSent();
    }, CONTACT_SEND_DELAY_MS);
  };

  return { form, values, sending, problem, onChange, onInvalid, onSubmit };
}

function fieldValue(elements: HTMLFormControlsCollection, field: ContactField): string {
  const element = elements.namedItem(field);
  return element && "value" in element ? String(element.value) : "";
}

function emptied(fields: ContactField[]): Partial<ContactValues> {
  return Object.fromEntries(fields.map((field) => [field, ""]));
}
