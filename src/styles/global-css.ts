import { noticeReadCss } from "../lib/notice-storage";
import { dockGlobalCss } from "./dock-layout";
import { reducedMotion, theme } from "./theme";

/**
 * The reset and base typography, as a static stylesheet that gatsby-ssr puts in <head>. Not an emotion
 * <Global>: that re-inserts its rules when the app hydrates, restyling the whole page mid-load.
 */
export const globalCss = `
*,
*::before,
*::after {
  box-sizing: border-box;
}
html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  scroll-padding-top: calc(${theme.layout.navHeight} + 16px);
  color-scheme: dark;
  background: ${theme.colors.bg};
}
body {
  margin: 0;
  min-height: 100vh;
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.base};
  line-height: ${theme.lineHeights.body};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
h1,
h2,
h3,
h4 {
  margin: 0;
  font-family: ${theme.fonts.display};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: -0.02em;
  font-weight: 650;
  text-wrap: balance;
}
p {
  margin: 0;
  text-wrap: pretty;
}
ul,
ol {
  margin: 0;
  padding: 0;
}
img,
svg {
  display: block;
  max-width: 100%;
}
a {
  color: inherit;
}
button,
input,
select,
textarea {
  font: inherit;
  color: inherit;
}
:focus-visible {
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 3px;
  border-radius: 4px;
}
${dockGlobalCss}
${noticeReadCss}
::selection {
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
}
${reducedMotion} {
  *,
  *::before,
  *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;
