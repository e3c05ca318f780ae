import type { ComponentProps, MouseEvent } from "react";

const stayOnPage = (event: MouseEvent) => event.preventDefault();

/**
 * A link to a place that does not exist yet (social profiles, community spaces): it reads
 * and focuses like the link it will become, but never navigates.
 */
export function PlaceholderLink({
  children,
  ...props
}: Omit<ComponentProps<"a">, "href" | "onClick">) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- deliberately inert until the destination exists
    <a href="#" onClick={stayOnPage} {...props}>
      {children}
    </a>
  );
}
