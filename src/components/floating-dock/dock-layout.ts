import { mq, space } from "../../styles/theme";

/**
 * Geometry of the bottom-right corner shared by the launcher, the cookie notice and the chat window.
 * Each is fixed on its own (a shared growing container would count as a layout shift when the
 * notice appears); these tokens keep them stacked: launcher at the bottom, notice above it, window above both.
 */
export const DOCK_GAP = space(3);
export const LAUNCHER_SIZE = space(14);
export const DOCK_WIDTH = "380px";

export const dockInset = {
  bottom: `max(${space(3)}, env(safe-area-inset-bottom))`,
  right: `max(${space(3)}, env(safe-area-inset-right))`,
  left: `max(${space(3)}, env(safe-area-inset-left))`,
  wide: space(6),
} as const;

/** The notice's height plus the gap above the launcher, set while the notice is shown. */
export const NOTICE_HEIGHT_VAR = "--cookie-notice-height";
/** How far up from the viewport's bottom the launcher and notice reach. */
export const DOCK_HEIGHT_VAR = "--floating-dock-height";

export const dockHeight = `var(${DOCK_HEIGHT_VAR})`;

/** Custom properties for `html`: the dock height at each breakpoint. */
export const dockHeightProperties = {
  [DOCK_HEIGHT_VAR]: `calc(${dockInset.bottom} + ${LAUNCHER_SIZE} + var(${NOTICE_HEIGHT_VAR}, 0px))`,
  [mq.sm]: { [DOCK_HEIGHT_VAR]: `calc(${dockInset.wide} + ${LAUNCHER_SIZE} + var(${NOTICE_HEIGHT_VAR}, 0px))` },
};
