import "react";

// The HTML popover attributes, which React 18 passes through as written (lowercase) but does not type.
// (Declaration merging needs the same type parameter, unused here.)
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
