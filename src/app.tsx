import { StrictMode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { AppRoutes } from "./routes";
import "./styles/globals.css";

/** The whole site below the router, shared by the browser and the prerender. */
export function App() {
  return (
    <StrictMode>
      <HelmetProvider>
        <AppRoutes />
      </HelmetProvider>
    </StrictMode>
  );
}
