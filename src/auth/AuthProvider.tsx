import type { SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useToast } from "../components/toast/toast-context";
import { getSupabaseClient } from "../lib/supabase-client";
import { AuthContext, type AuthContextValue, type AuthOutcome, type SignUpOptions } from "./auth-context";
import { hasStoredSession } from "./stored-session";

// Spec §8 gives these texts in English.
const FAILURE_TITLES = { signUp: "Sign up Failed", signIn: "Sign in Failed", signOut: "Sign out Failed" } as const;
const FALLBACK_MESSAGE = "Something went wrong";

type Action = keyof typeof FAILURE_TITLES;

/**
 * Session state for the whole app (spec §3). No screen signs in yet, so supabase-js is loaded only
 * when a stored session exists or a sign-in/up function is called.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const [session, setSession] = useState<AuthContextValue["session"]>(null);
  const [loading, setLoading] = useState(true);
  const subscription = useRef<{ unsubscribe(): void } | null>(null);

  const connect = useCallback(async (): Promise<SupabaseClient | null> => {
    const client = await getSupabaseClient();
    if (client && !subscription.current) {
      const { data } = client.auth.onAuthStateChange((_event, next) => setSession(next));
      subscription.current = data.subscription;
    }
    return client;
  }, []);

  useEffect(() => {
    let active = true;
    if (!hasStoredSession()) {
      setLoading(false);
    } else {
      connect()
        .then(async (client) => {
          const stored = client ? (await client.auth.getSession()).data.session : null;
          if (active) setSession(stored);
        })
        .catch(() => undefined) // unreadable session: the visitor is simply signed out
        .finally(() => {
          if (active) setLoading(false);
        });
    }
    return () => {
      active = false;
      subscription.current?.unsubscribe();
      subscription.current = null;
    };
  }, [connect]);

  const run = useCallback(
    async (action: Action, call: (client: SupabaseClient) => Promise<{ error: { message?: string } | null }>) => {
      let outcome: AuthOutcome;
      try {
        const client = await connect();
        const { error } = client ? await call(client) : { error: { message: "" } };
        outcome = { error: error ? { message: error.message || FALLBACK_MESSAGE } : null };
      } catch (error) {
        outcome = { error: { message: (error instanceof Error && error.message) || FALLBACK_MESSAGE } };
      }
      if (outcome.error)
        toast({ title: FAILURE_TITLES[action], description: outcome.error.message, variant: "destructive" });
      return outcome;
    },
    [connect, toast],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      loading,
      signUp: (email: string, password: string, options?: SignUpOptions) =>
        run("signUp", (client) => client.auth.signUp({ email, password, options })),
      signIn: (email: string, password: string) =>
        run("signIn", (client) => client.auth.signInWithPassword({ email, password })),
      signOut: () => run("signOut", (client) => client.auth.signOut()),
    }),
    [session, loading, run],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
