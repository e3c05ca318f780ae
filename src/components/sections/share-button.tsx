import { Share2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useIdleToaster } from "@/components/ui/idle-toaster";
import { Button } from "@/components/ui/button";
import { useLanguage, useWords } from "@/hooks/use-words";
import { shareLink, type ShareMessage } from "@/lib/share";
import { canonicalUrl } from "@/lib/structured-data";

interface ShareButtonProps {
  /** The game page shared: its canonical URL goes out, never the address with a hash or query. */
  page: "home" | "charlie";
  message: ShareMessage;
}

/**
 * Shares the game: the system share sheet where there is one, else the link is copied and a
 * toast says so; where copying is refused too, the link is shown, selected, ready to copy.
 * Without scripts it could do nothing, so it is not shown.
 */
export function ShareButton({ page, message }: ShareButtonProps) {
  const url = canonicalUrl(page, useLanguage());
  const shareText = useWords("game").share;
  const { toaster, show } = useIdleToaster();
  const [busy, setBusy] = useState(false);
  const [linkShown, setLinkShown] = useState(false);
  const pending = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  const revealLink = () => {
    flushSync(() => setLinkShown(true));
    field.current?.focus();
    field.current?.select();
  };

  const share = async () => {
    // A second press while the share sheet is open would make the browser refuse the first.
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    const outcome = await shareLink({ ...message, url }).finally(() => {
      pending.current = false;
      setBusy(false);
    });
    if (outcome === "refused") revealLink();
    if (outcome !== "copied") return;
    const copied = {
      title: shareText.linkCopied,
      description: shareText.linkCopiedDescription(message.title),
    };
    // Without the toast's code (a lost connection), the link shown says what was copied.
    await show(copied).catch(revealLink);
  };

  return (
    <>
      <Button
        variant="secondary"
        size="compact"
        onClick={() => void share()}
        aria-disabled={busy || undefined}
        className="aria-disabled:cursor-progress no-scripts:invisible"
      >
        <Share2 aria-hidden="true" className="size-5" />
        {shareText.share}
      </Button>
      {linkShown && (
        <div className="basis-full">
          <label htmlFor={fieldId} className="font-semibold">
            {shareText.linkLabel(message.title)}
          </label>
          <input
            ref={field}
            id={fieldId}
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-md border border-border bg-background px-3 py-2.5 text-base"
          />
        </div>
      )}
      {toaster}
    </>
  );
}
