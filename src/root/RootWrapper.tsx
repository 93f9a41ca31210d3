import { ThemeProvider } from "@emotion/react";
import { useEffect, type ReactNode } from "react";
import { AuthProvider } from "../auth/AuthProvider";
import { ToastProvider } from "../components/toast/ToastProvider";
import { theme } from "../styles/theme";
import { endHydratingPrerenderedPage } from "../lib/hydration-state";

/** Providers shared by the browser and SSR, so prerendered HTML and the hydrated app agree. */
export function RootWrapper({ children }: { children: ReactNode }) {
  // Runs after every effect of the first commit: from here on, pages are rendered, not hydrated.
  useEffect(endHydratingPrerenderedPage, []);
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <AuthProvider>{children}</AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
