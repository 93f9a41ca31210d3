import { keyframes, useTheme, type Theme } from "@emotion/react";
import { mq, reducedMotion, space } from "../../styles/theme";
import { Toast } from "./Toast";
import type { ShownToast } from "./toast-context";

interface ToastViewportProps {
  toast: ShownToast | null;
  onDismiss(): void;
  onPause(paused: boolean): void;
}

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(-8px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

/**
 * Pinned to the top, just below the navbar (so its buttons stay usable): on a phone a bottom toast would
 * sit over the form's submit button, where the thumb is. The contact form's early notice sits here too.
 */
export const toastViewportCss = (theme: Theme) =>
  ({
    position: "fixed",
    zIndex: theme.zIndex.toast,
    insetInline: space(3),
    top: `calc(${theme.layout.navHeight} + ${space(2)})`,
    pointerEvents: "none",
    display: "grid",
    [mq.md]: {
      top: `calc(${theme.layout.navHeight} + ${space(4)})`,
      insetInline: "auto",
      right: space(6),
      width: "min(26rem, calc(100vw - 3rem))",
    },
  }) as const;

/**
 * Both live regions are in the page from the first render, empty, so screen readers are already
 * watching them when a message arrives.
 */
export function ToastViewport({ toast, onDismiss, onPause }: ToastViewportProps) {
  const theme = useTheme();
  const destructive = toast?.variant === "destructive";
  const card = toast ? (
    // Hovering only pauses the timer (WCAG 2.2.1); the wrapper itself does nothing when used.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      key={toast.id}
      css={{
        pointerEvents: "auto",
        animation: `${enter} ${theme.transitions.base} both`,
        [reducedMotion]: { animation: "none" },
      }}
      onMouseEnter={() => onPause(true)}
      onMouseLeave={() => onPause(false)}
    >
      <Toast toast={toast} onDismiss={onDismiss} onPause={onPause} />
    </div>
  ) : null;
  return (
    <div css={toastViewportCss(theme)}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {destructive ? null : card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {destructive ? card : null}
      </div>
    </div>
  );
}
