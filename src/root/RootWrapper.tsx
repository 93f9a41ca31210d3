import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { AuthProvider } from "../auth/AuthProvider";
import { ToastProvider } from "../components/toast/ToastProvider";
import { theme } from "../styles/theme";

/** Providers shared by the browser and SSR, so prerendered HTML and the hydrated app agree. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <AuthProvider>{children}</AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
