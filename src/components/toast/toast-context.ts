import { createContext, useContext } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  /** "destructive" styles it as an error and announces it through role="alert". */
  variant?: ToastVariant;
}

/** A toast on screen; the id changes with every call so a repeated message is announced again. */
export interface ShownToast extends ToastOptions {
  id: number;
}

export interface ToastApi {
  /** Shows `options`, replacing the toast on screen: one at a time. */
  toast(options: ToastOptions): void;
  dismiss(): void;
}

export const TOAST_DURATION_MS = 5000;

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it (src/root/RootWrapper.tsx).");
  return api;
}
