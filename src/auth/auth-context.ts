import type { Session, SignUpWithPasswordCredentials, User } from "@supabase/supabase-js";
import { createContext, useContext } from "react";

export type SignUpOptions = SignUpWithPasswordCredentials["options"];

/** What an auth call resolves to; failures were already shown to the visitor as a toast. */
export interface AuthOutcome {
  error: { message: string } | null;
}

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the stored session has been read (or found absent). */
  loading: boolean;
  signUp(email: string, password: string, options?: SignUpOptions): Promise<AuthOutcome>;
  signIn(email: string, password: string): Promise<AuthOutcome>;
  signOut(): Promise<AuthOutcome>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() needs an <AuthProvider> above it (src/root/RootWrapper.tsx).");
  return value;
}
