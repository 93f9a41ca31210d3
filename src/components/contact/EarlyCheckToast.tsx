import { ThemeProvider } from "@emotion/react";
import { theme } from "../../styles/theme";
import { Toast } from "../toast/Toast";
import { toastViewportCss } from "../toast/ToastViewport";
import { EARLY_TOAST_ID } from "./early-check";

const noop = () => undefined;

/**
 * «Revisa el formulario» for the early check (early-check-script.ts), as the live form's toast looks.
 * Server-rendered only, after React's root (gatsby-ssr), so hydration never touches it: the inline
 * script shows it and its close button hides it; the live form, taking over, replaces it with its own.
 */
export function EarlyCheckToast({ invalid }: { invalid: { title: string; description: string } }) {
  return (
    <ThemeProvider theme={theme}>
      <div css={toastViewportCss(theme)}>
        {/* Hidden, it is no alert at all (the live form's region is the page's one); shown, it is announced. */}
        <div
          id={EARLY_TOAST_ID}
          role="alert"
          aria-live="assertive"
          aria-atomic="true"
          hidden
          css={{ pointerEvents: "auto" }}
        >
          <Toast toast={{ ...invalid, id: 0, variant: "destructive" }} onDismiss={noop} onPause={noop} />
        </div>
      </div>
    </ThemeProvider>
  );
}
