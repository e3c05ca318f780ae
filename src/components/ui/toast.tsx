import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleCheck } from "lucide-react";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { useLanguage, useWords } from "@/hooks/use-words";
import { LANGUAGE_INFO } from "@/features/languages/languages";

export interface ToastMessage {
  title: string;
  description: string;
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds one toast at a time. The viewport is mounted from the start because screen
 * readers only announce content added to a live region that already exists.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const [open, setOpen] = useState(false);
  // A fresh key per toast restarts Radix's auto-dismiss timer when toasts come back to back.
  const [key, setKey] = useState(0);

  const toastText = useWords("layout").toast;
  // Swiped away toward the edge it sits at: the right, or the left on a right-to-left page.
  const swipeDirection = LANGUAGE_INFO[useLanguage()].dir === "rtl" ? "left" : "right";

  const show = useCallback<ShowToast>((next) => {
    setMessage(next);
    setKey((k) => k + 1);
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider swipeDirection={swipeDirection} label={toastText.announcement}>
        {children}
        {message && (
          <ToastPrimitive.Root
            key={key}
            // A confirmation of the player's own action: announced politely, without cutting
            // off what the screen reader was saying ("foreground" would be assertive).
            type="background"
            open={open}
            onOpenChange={setOpen}
            className="flex items-start gap-3 rounded-(--radius) border border-primary bg-surface p-4 shadow-lg data-[state=open]:animate-toast-in data-[swipe=end]:hidden"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="font-bold">{message.title}</ToastPrimitive.Title>
              <ToastPrimitive.Description className="text-sm">
                {message.description}
              </ToastPrimitive.Description>
            </div>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport
          label={toastText.region}
          className="fixed end-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <Toaster>.");
  return show;
}
