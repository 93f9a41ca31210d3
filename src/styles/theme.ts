/** Design tokens: the one source for colour, type, spacing, radii, shadows and breakpoints. */
const breakpoints = { xs: 360, sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
type Breakpoint = keyof typeof breakpoints;

/** `mq.lg` → `@media (min-width: 1024px)`; mobile first everywhere. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/** Spacing on a 4 px grid: `space(16)` = 64px. */
export const space = (units: number): string => `${units * 4}px`;

const systemSans = `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif`;

export const theme = {
  colors: {
    bg: "#0b0d17",
    bgAlt: "#0f1222",
    surface: "#141831",
    surfaceRaised: "#1a1f3d",
    border: "#262c52",
    borderStrong: "#3a4275",
    text: "#f4f6fb",
    muted: "#b4bbd3",
    subtle: "#9099b8",
    accent: "#a594ff",
    accentAlt: "#5eead4",
    accentInk: "#0b0d17",
    danger: "#ff8a8a",
    dangerBg: "#3a1020",
    success: "#6ee7b7",
    successBg: "#0c3326",
    focus: "#ffd166",
  },
  gradients: {
    accent: "linear-gradient(120deg, #a594ff 0%, #7dd3fc 55%, #5eead4 100%)",
    glow: "radial-gradient(60% 60% at 50% 40%, rgba(165,148,255,0.28) 0%, rgba(94,234,212,0.10) 45%, rgba(11,13,23,0) 75%)",
    surface: "linear-gradient(180deg, rgba(26,31,61,0.9) 0%, rgba(20,24,49,0.9) 100%)",
  },
  /**
   * The platform's own UI fonts (San Francisco, Segoe UI, Roboto), no web fonts: in Lighthouse's
   * simulated phone, a web font either had to arrive before the first paint (LCP +0.65 s for the two we
   * had) or swapped in after it, re-laying out the page (19–39 ms per font on the test machine, 4× that
   * on the phone). Headings get their character from weight and tight tracking instead.
   */
  fonts: {
    display: `"Segoe UI Variable Display", ${systemSans}`,
    body: `"Segoe UI Variable Text", ${systemSans}`,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  /** Fluid type scale (min at 375 px, max at 1440 px). */
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    base: "1.0625rem",
    lg: "clamp(1.125rem, 1.05rem + 0.3vw, 1.25rem)",
    xl: "clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)",
    h3: "clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)",
    h2: "clamp(1.875rem, 1.4rem + 2vw, 3rem)",
    display: "clamp(2.375rem, 1.5rem + 3.8vw, 4.5rem)",
    /** h1 of inner pages: one step below the home display size. */
    pageTitle: "clamp(2.25rem, 1.6rem + 2.8vw, 3.75rem)",
    stat: "clamp(2.75rem, 2rem + 3vw, 4.5rem)",
    statDense: "clamp(2.75rem, 2rem + 1.6vw, 3.5rem)",
  },
  lineHeights: { tight: 1.08, snug: 1.25, body: 1.65 },
  radii: { sm: "8px", md: "14px", lg: "22px", pill: "999px" },
  shadows: {
    card: "0 1px 0 rgba(255,255,255,0.04) inset, 0 10px 30px -12px rgba(0,0,0,0.6)",
    lift: "0 1px 0 rgba(255,255,255,0.06) inset, 0 24px 48px -16px rgba(0,0,0,0.7), 0 0 0 1px rgba(165,148,255,0.25)",
    nav: "0 8px 32px -8px rgba(0,0,0,0.55)",
  },
  layout: { maxWidth: "1200px", narrow: "760px", navHeight: space(16) },
  breakpoints,
  transitions: { fast: "160ms cubic-bezier(0.2, 0, 0, 1)", base: "240ms cubic-bezier(0.2, 0, 0, 1)" },
  zIndex: { nav: 50, floating: 60, toast: 70 },
} as const;

export type AppTheme = typeof theme;
