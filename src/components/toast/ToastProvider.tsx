import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { TOAST_DURATION_MS, ToastContext, type ShownToast, type ToastApi, type ToastOptions } from "./toast-context";
import { ToastViewport } from "./ToastViewport";

/** One toast at a time, gone after `duration` ms unless the pointer or focus rests on it. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: { children: ReactNode; duration?: number }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setCurrent({ ...options, id: nextId.current });
  }, []);

  useEffect(() => {
    if (!current || paused) return undefined;
    const timer = setTimeout(dismiss, duration);
    return () => clearTimeout(timer);
  }, [current, paused, duration, dismiss]);

  useEffect(() => {
    if (!current) setPaused(false);
  }, [current]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onDismiss={dismiss} onPause={setPaused} />
    </ToastContext.Provider>
  );
}
