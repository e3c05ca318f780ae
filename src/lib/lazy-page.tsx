import { lazy, useState, type ComponentType } from "react";
import { loadFailed } from "./load-failure";

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's code; afterwards the page renders without suspending. */
  preload: () => Promise<void>;
  /** Whether its code is loaded. */
  loaded: () => boolean;
}

/**
 * A code-split page that can be loaded before React starts. Hydration and prerendering
 * preload the current page so its first render is synchronous and matches the static HTML;
 * later navigations suspend while the chunk downloads (Back and Forward: a link waits for it
 * first, src/hooks/use-page-links.ts), and what cannot come is src/lib/load-failure.ts's.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  const Suspending = lazy(async () => {
    await preload().catch((error: unknown) => loadFailed(error, preload));
    return { default: loaded as ComponentType };
  });

  function Page() {
    // Chosen once per mount: switching element types later would remount the page and lose its
    // state.
    const [Component] = useState(() => loaded ?? Suspending);
    return <Component />;
  }

  return { Page, preload, loaded: () => loaded !== undefined };
}
