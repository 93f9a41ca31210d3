// Latin subsets only (Spanish needs nothing more); the other subsets would be inlined as base64 into every page.
import displayFontUrl from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";
import bodyFontUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

export { bodyFontUrl, displayFontUrl };

const UNICODE_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * @font-face rules. `optional` plus the preloads in gatsby-ssr: the fonts are used when they arrive with
 * the first paint (nearly always, and always once cached), otherwise the page keeps the local fallback,
 * so text never re-flows after it is shown (a late swap moved whole sections: CLS 0.05). The fallbacks'
 * metrics are adjusted to the web fonts so both look alike: overrides computed against Arial with
 * next/font's method from @capsizecss/metrics 4.3 (Inter regular; Space Grotesk 600, the heading weight).
 */
export const fontFaces = `
@font-face {
  font-family: 'Space Grotesk Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 300 700;
  src: url(${displayFontUrl}) format('woff2-variations');
  unicode-range: ${UNICODE_RANGE};
}
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${bodyFontUrl}) format('woff2-variations');
  unicode-range: ${UNICODE_RANGE};
}
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('Helvetica'), local('Liberation Sans'), local('DejaVu Sans');
  ascent-override: 90.44%;
  descent-override: 22.52%;
  line-gap-override: 0%;
  size-adjust: 107.12%;
}
@font-face {
  font-family: 'Space Grotesk Fallback';
  src: local('Arial'), local('Helvetica'), local('Liberation Sans'), local('DejaVu Sans');
  ascent-override: 89.52%;
  descent-override: 26.57%;
  line-gap-override: 0%;
  size-adjust: 109.91%;
}
`;
