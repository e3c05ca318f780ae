import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { createContext, useContext, useId, useState, type ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The open item's value ("" when all are closed), so each panel knows whether it is shown. */
const OpenValue = createContext("");

type AccordionProps = Omit<
  ComponentProps<typeof AccordionPrimitive.Root>,
  "type" | "collapsible" | "value" | "defaultValue" | "onValueChange"
> & {
  /** The open item, when the caller keeps it (an address in the URL); otherwise kept here. */
  value?: string;
  onValueChange?: (value: string) => void;
};

/** One item open at a time, and the open one can be closed again: every accordion the site shows. */
export function Accordion({ value, onValueChange, ...props }: AccordionProps) {
  const [own, setOwn] = useState("");
  const open = value ?? own;
  return (
    <OpenValue.Provider value={open}>
      <AccordionPrimitive.Root
        type="single"
        collapsible
        value={open}
        onValueChange={(next) => {
          setOwn(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </OpenValue.Provider>
  );
}

/** Ties an item's trigger and its panel together (aria-controls / aria-labelledby). */
const Item = createContext({ trigger: "", panel: "", open: false });

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  const id = useId();
  const open = useContext(OpenValue) === props.value;
  return (
    <Item.Provider value={{ trigger: `${id}trigger`, panel: `${id}panel`, open }}>
      <AccordionPrimitive.Item
        className={cn("group/item border-b border-border", className)}
        {...props}
      />
    </Item.Provider>
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
  const ids = useContext(Item);
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          id={ids.trigger}
          aria-controls={ids.panel}
          className={cn(
            "group flex min-h-12 flex-1 items-center justify-between gap-4 py-4 text-start text-lg font-semibold hover:text-primary",
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
 * layout each, all in one task while the page hydrates); this one is plain markup, so every
 * answer is in the prerendered HTML for search engines and hydrating costs nothing but the
 * markup. A closed panel carries `hidden`: what hides it from sight hides it from screen readers
 * too, whatever the stylesheet does.
 */
export function AccordionContent({ className, children }: ComponentProps<"div">) {
  const ids = useContext(Item);
  return (
    <div
      role="region"
      id={ids.panel}
      aria-labelledby={ids.trigger}
      hidden={!ids.open}
      className="animate-accordion-open"
    >
      <div className={cn("pb-4 text-muted-foreground", className)}>{children}</div>
    </div>
  );
}
