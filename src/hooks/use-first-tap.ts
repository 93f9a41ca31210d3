import { useEffect, useRef } from "react";
import type { FirstTapControl } from "../lib/first-tap-script";

/**
 * The component side of src/lib/first-tap-script.ts: once the component has mounted, taps on
 * `control` go to React, and a tap the script held before then runs `onTap` once. The control stays
 * `aria-busy="true"` (set by the script) until the component's own state says otherwise.
 */
export function useFirstTap(control: FirstTapControl, onTap: () => void): void {
  const latest = useRef(onTap);
  useEffect(() => {
    latest.current = onTap;
  });
  useEffect(() => {
    const state = window.__firstTap;
    if (!state) return;
    state.ready[control] = true;
    if (!state.held[control]) return;
    delete state.held[control];
    latest.current();
  }, [control]);
}
