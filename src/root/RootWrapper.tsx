import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { GlobalStyles } from "../styles/GlobalStyles";
import { theme } from "../styles/theme";

/** Providers shared by the browser and SSR, so prerendered HTML and the hydrated app agree. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
