import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components expose variant props instead of accepting conflicting
 * utilities, so no class-merging library is shipped: it would be paid on every visit.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
