/** Decap's interface colours (decap-cms-ui-default/src/styles.js), for the CMS's own parts of its interface. */
export const palette = {
  text: "#313d3e",
  muted: "#5d626f",
  border: "#dfdfe3",
  background: "#eff0f4",
  surface: "#fff",
  active: "#3a69c7",
  activeBackground: "#e8f5fe",
  error: "#d60032",
  errorBackground: "#fcefea",
  success: "#005614",
  warning: "#754e00",
  warningBackground: "#fff6cc",
} as const;
