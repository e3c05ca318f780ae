import type { LucideIcon } from "lucide-react";
import type { TextBlock } from "@/content/types";
import { cn } from "@/lib/utils";

const columnClasses = {
  1: "",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

interface CardGridProps {
  items: readonly TextBlock[];
  /** An icon beside each card's title, in the order of the items. */
  icons?: readonly LucideIcon[];
  headingLevel?: "h3" | "h4";
  /** Columns on wide screens; small screens always stack. */
  columns?: keyof typeof columnClasses;
  className?: string;
}

/** Titled cards in a responsive grid, each with its icon when there are icons. */
export function CardGrid({
  items,
  icons,
  headingLevel: Heading = "h3",
  columns = 4,
  className,
}: CardGridProps) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns], className)}>
      {items.map((item, index) => {
        const Icon = icons?.[index];
        return (
          <li
            key={item.title}
            className="rounded-(--radius) border border-border bg-background p-6 shadow-sm"
          >
            {Icon && (
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-surface text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
            )}
            <Heading className="text-lg font-bold">{item.title}</Heading>
            <p className="mt-2 text-muted-foreground">{item.body}</p>
          </li>
        );
      })}
    </ul>
  );
}
