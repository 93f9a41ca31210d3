import { keyframes, type CSSObject } from "@emotion/react";
import type { AppTheme } from "../../styles/theme";
import { mq, reducedMotion, space } from "../../styles/theme";
import { DOCK_GAP, DOCK_WIDTH, dockHeight, dockInset } from "../../styles/dock-layout";

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(16px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

/**
 * Maxi's window frame, shared by the window (ChatWindow, its own chunk) and the shell drawn before that
 * chunk arrives (ChatShell): the same styles, so the shell turns into the window without a jump.
 * Full screen on phones; from tablets up, a floating window above the launcher (and the notice, if shown).
 */
export const chatFrameCss = (theme: AppTheme): CSSObject => ({
  position: "fixed",
  inset: 0,
  // Above the notice and the launcher: full screen on phones.
  zIndex: theme.zIndex.floating + 1,
  display: "flex",
  flexDirection: "column",
  paddingTop: "env(safe-area-inset-top)",
  paddingBottom: "env(safe-area-inset-bottom)",
  paddingInline: "env(safe-area-inset-left) env(safe-area-inset-right)",
  background: theme.colors.surface,
  color: theme.colors.text,
  overflow: "hidden",
  animation: `${appear} ${theme.transitions.base} both`,
  "&[hidden]": { display: "none" },
  [reducedMotion]: { animation: "none" },
  [mq.sm]: {
    inset: `auto ${dockInset.wide} calc(${dockHeight} + ${DOCK_GAP}) auto`,
    width: DOCK_WIDTH,
    height: `min(560px, calc(100dvh - ${dockHeight} - ${DOCK_GAP} - ${theme.layout.navHeight} - ${space(4)}))`,
    padding: 0,
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.borderStrong}`,
    boxShadow: `${theme.shadows.lift}, 0 32px 80px -24px rgba(0, 0, 0, 0.8)`,
    transformOrigin: "bottom right",
  },
});
