import { useTheme } from "@emotion/react";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { space } from "../../styles/theme";
import type { ShownToast } from "./toast-context";

interface ToastProps {
  toast: ShownToast;
  onDismiss(): void;
  /** Keyboard users reaching the close button get the same pause as a hovering pointer. */
  onPause(paused: boolean): void;
}

export function Toast({ toast, onDismiss, onPause }: ToastProps) {
  const theme = useTheme();
  const destructive = toast.variant === "destructive";
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      data-variant={toast.variant ?? "default"}
      css={{
        display: "grid",
        gridTemplateColumns: "auto 1fr auto",
        gap: space(3),
        alignItems: "start",
        padding: `${space(4)} ${space(3)} ${space(4)} ${space(4)}`,
        borderRadius: theme.radii.md,
        border: `1px solid ${destructive ? theme.colors.danger : theme.colors.borderStrong}`,
        background: destructive ? theme.colors.dangerBg : theme.colors.surfaceRaised,
        boxShadow: theme.shadows.lift,
        color: theme.colors.text,
      }}
    >
      <Icon
        size={22}
        aria-hidden="true"
        focusable="false"
        css={{ marginTop: "2px", color: destructive ? theme.colors.danger : theme.colors.success }}
      />
      <div css={{ display: "grid", gap: space(1), minWidth: 0 }}>
        <p css={{ fontWeight: 650, fontSize: theme.fontSizes.base, lineHeight: theme.lineHeights.snug }}>
          {toast.title}
        </p>
        {toast.description ? (
          <p css={{ fontSize: theme.fontSizes.sm, color: destructive ? theme.colors.text : theme.colors.muted }}>
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Cerrar notificación"
        onClick={onDismiss}
        onFocus={() => onPause(true)}
        onBlur={() => onPause(false)}
        css={{
          display: "inline-grid",
          placeItems: "center",
          width: space(10),
          height: space(10),
          marginBlock: `-${space(2)}`,
          border: 0,
          borderRadius: theme.radii.sm,
          background: "transparent",
          color: theme.colors.muted,
          cursor: "pointer",
          "&:hover": { background: "rgba(255,255,255,0.08)", color: theme.colors.text },
        }}
      >
        <X size={18} aria-hidden="true" focusable="false" />
      </button>
    </div>
  );
}
