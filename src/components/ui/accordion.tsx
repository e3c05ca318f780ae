import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { createContext, useContext, useId, type ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const Accordion = AccordionPrimitive.Root;

/** Ties an item's trigger and its panel together (aria-controls / aria-labelledby). */
const ItemIds = createContext({ trigger: "", panel: "" });

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  const id = useId();
  return (
    <ItemIds.Provider value={{ trigger: `${id}trigger`, panel: `${id}panel` }}>
      <AccordionPrimitive.Item
        className={cn("group/item border-b border-border", className)}
        {...props}
      />
    </ItemIds.Provider>
  );
}

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level that fits the page outline (Radix defaults to h3). */
  headingLevel?: "h2" | "h3" | "h4";
};

export function AccordionTrigger({
  className,
  children,
  headingLevel: Heading = "h3",
  ...props
}: AccordionTriggerProps) {
  const ids = useContext(ItemIds);
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          id={ids.trigger}
          aria-controls={ids.panel}
          className={cn(
            "group flex min-h-12 flex-1 items-center justify-between gap-4 py-4 text-left text-lg font-semibold hover:text-primary",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/**
 * The answer panel. Radix's own content part measures every panel when it mounts (a forced
 * layout each, all in one task while the page hydrates); this one is plain markup that the
 * item's `data-state` shows or hides with CSS, so every answer is in the prerendered HTML for
 * search engines and hydrating costs nothing but the markup.
 */
export function AccordionContent({ className, children }: ComponentProps<"div">) {
  const ids = useContext(ItemIds);
  return (
    <div
      role="region"
      id={ids.panel}
      aria-labelledby={ids.trigger}
      className="group-data-[state=closed]/item:hidden group-data-[state=open]/item:animate-accordion-open"
    >
      <div className={cn("pb-4 text-muted-foreground", className)}>{children}</div>
    </div>
  );
}
