import { StrictMode, useEffect } from "react";
import { HelmetProvider } from "react-helmet-async";
import { usePageLinks } from "./hooks/use-page-links";
import { noteHydrated } from "./lib/hydration";
import { AppRoutes } from "./routes";

/** The whole site below the router, shared by the browser and the prerender. */
export function App() {
  // The shell has committed; the slices follow (lib/hydration.ts).
  useEffect(noteHydrated, []);
  usePageLinks();
  return (
    <StrictMode>
      <HelmetProvider>
        <AppRoutes />
      </HelmetProvider>
    </StrictMode>
  );
}
