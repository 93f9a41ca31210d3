import type { ContactFormView } from "./ContactFormView";

/**
 * The prerendered form's markup, rendered by the server only: in the browser DeferredContactForm adopts
 * that markup as it is, and the view's code (the inputs, their styles and icons) arrives with the live
 * form's chunk when the visitor turns to the form, not with the page. Gatsby defines BUILD_STAGE at
 * compile time, so webpack leaves this `require` out of the browser's bundle.
 */
export const ServerContactFormView: typeof ContactFormView | null =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would ship the view on page load
      (require("./ContactFormView") as typeof import("./ContactFormView")).ContactFormView
    : null;
