import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useIdleToaster } from "@/components/ui/idle-toaster";
import type { ContactWords } from "@/content/types";
import { useLanguage, useWords } from "@/hooks/use-words";
import { formatList } from "@/features/languages/intl";
import type { Language } from "@/features/languages/languages";
import {
  CONTACT_FIELDS,
  useContactForm,
  type ContactField,
  type ContactProblem,
} from "@/hooks/use-contact-form";

const inputTypes: Record<ContactField, string> = {
  name: "text",
  email: "email",
  subject: "text",
  message: "textarea",
};

/** What the browser may fill in for each field. */
const autoCompletes: Record<ContactField, string> = {
  name: "name",
  email: "email",
  subject: "off",
  message: "off",
};

const fieldClass =
  "mt-1 block w-full rounded-md border border-input bg-background px-3 py-2.5 text-base placeholder:text-muted-foreground/80 focus-visible:border-ring aria-invalid:border-steak";

export const CONTACT_FORM_HEADING_ID = "contact-form-heading";

/** What a held-back send lacks, in one sentence: the empty fields by name, then the email. */
function problemText(
  { missing, badEmail }: ContactProblem,
  { fields, validation }: ContactWords["form"],
  language: Language,
): string {
  const list = formatList(
    language,
    missing.map((field) => fields[field].label),
  );
  return [missing.length > 0 && validation.missingFields(list), badEmail && validation.badEmail]
    .filter(Boolean)
    .join(" ");
}

export function ContactForm() {
  // The toast's code loads once the page is interactive, well before a send's 1.5 s are over.
  const { toaster, show } = useIdleToaster();
  // Without that code (a lost connection), the form says it was sent itself.
  const [sentHere, setSentHere] = useState(false);
  const language = useLanguage();
  const { form: text, sent } = useWords("contact");
  const { form, values, sending, problem, onChange, onInvalid, onSubmit } = useContactForm(() => {
    setSentHere(false);
    show(sent).catch(() => setSentHere(true));
  }, text.validation);
  const refused = (field: ContactField) =>
    !!problem &&
    ((problem.missing.includes(field) && values[field] === "") ||
      (field === "email" && problem.badEmail));

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onInvalidCapture={onInvalid}
      className="space-y-5"
      aria-labelledby={CONTACT_FORM_HEADING_ID}
    >
      {CONTACT_FIELDS.map((field) => {
        const { label, placeholder } = text.fields[field];
        const id = `contact-${field}`;
        const shared = {
          id,
          name: field,
          value: values[field],
          onChange,
          placeholder,
          autoComplete: autoCompletes[field],
          required: true,
          readOnly: sending,
          "aria-invalid": refused(field) || undefined,
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="font-semibold">
              {label}
            </label>
            {inputTypes[field] === "textarea" ? (
              <textarea {...shared} rows={6} className={`${fieldClass} min-h-message resize-y`} />
            ) : (
              <input {...shared} type={inputTypes[field]} className={fieldClass} />
            )}
          </div>
        );
      })}
      {/* Blocks the send, so it interrupts (an alert); a new line each time, so a second
          held-back send is announced again. */}
      <div role="alert" className="font-semibold text-steak empty:hidden">
        {problem && <p key={problem.attempt}>{problemText(problem, text, language)}</p>}
      </div>
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {/* A paper plane flying toward the reading direction. */}
        <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {sending ? text.sending : text.submit}
      </Button>
      {/* The button says it too, but a disabled button's new name is not announced. */}
      <p role="status" className="sr-only">
        {sending && text.sending}
      </p>
      <p role="status" className="font-semibold text-primary empty:hidden">
        {sentHere && `${sent.title} ${sent.description}`}
      </p>
      <p className="text-sm text-muted-foreground">{text.privacyNote}</p>
      {toaster}
    </form>
  );
}
