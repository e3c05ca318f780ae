import type { ComponentProps } from "react";
import { Link } from "react-router-dom";
import { cn } from "@/lib/utils";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70";

const sizes = {
  default: "px-6",
  compact: "px-4",
} as const;

const variants = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
  accent: "bg-accent text-accent-foreground hover:bg-accent-hover",
  /** For coloured backgrounds: takes the surrounding text colour. */
  outline: "border-2 border-current bg-transparent hover:bg-foreground/5",
  secondary: "border-2 border-primary bg-background text-primary hover:bg-surface",
} as const;

interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Layout only (margins, width); colours and padding come from variant and size. */
  className?: string;
}

function buttonClasses({ variant = "primary", size = "default", className }: ButtonStyle) {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentProps<"button"> & ButtonStyle;

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyle;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
