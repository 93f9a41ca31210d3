import { mq, space } from "./theme";

/**
 * Geometry of the bottom-right corner shared by the launcher, the cookie notice and the chat window.
 * Each is fixed on its own (a shared growing container would count as a layout shift when the
 * notice appears); these tokens place them: on phones the notice sits beside the launcher, low and
 * compact, so the first screen stays usable; on wider screens it sits above the launcher, and the chat
 * window above both.
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

/** The notice's own height, set while the notice is shown. */
export const NOTICE_HEIGHT_VAR = "--cookie-notice-height";
/** How far up from the viewport's bottom the launcher and notice reach. */
export const DOCK_HEIGHT_VAR = "--floating-dock-height";

export const dockHeight = `var(${DOCK_HEIGHT_VAR})`;

const noticeHeight = `var(${NOTICE_HEIGHT_VAR}, 0px)`;

/**
 * The dock height at each breakpoint, and focused fields scrolled clear of the corner, for the static
 * global stylesheet (src/styles/global-css.ts): an emotion <Global> would re-insert it at hydration,
 * restyling the whole page in one long task.
 */
export const dockGlobalCss = `
html {
  ${DOCK_HEIGHT_VAR}: calc(${dockInset.bottom} + max(${LAUNCHER_SIZE}, ${noticeHeight}));
  scroll-padding-bottom: calc(${dockHeight} + ${space(4)});
}
${mq.sm} {
  html {
    /* min(height, gap) is the gap above the launcher when a notice is shown, and 0 when it is not. */
    ${DOCK_HEIGHT_VAR}: calc(${dockInset.wide} + ${LAUNCHER_SIZE} + ${noticeHeight} + min(${noticeHeight}, ${DOCK_GAP}));
  }
}
`;
