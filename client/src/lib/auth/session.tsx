import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { SessionQuery } from "../../gql/graphql";
import { tokenStore } from "./tokens.ts";
import { REFRESH_INTERVAL_MS } from "./refresh.ts";

const SessionQueryDoc = graphql(`
  query Session { me { id email nom prenom nomComplet typeUtilisateur } }
`);
const LogoutMutation = graphql(`
  mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) { success } }
`);

export type SessionUser = SessionQuery["me"];
export type SessionStatus = "loading" | "authenticated" | "anonymous";

interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isSuperAdmin: boolean;
  /** The user logged out on purpose (not a 401 or an expired session): no page to come back to. */
  signedOut: boolean;
  signIn(tokens: { accessToken: string; refreshToken: string }): void;
  signOut(): void;
  /** Asks the server again who we are: a blocked account is logged out on its next click. */
  revalidate(): void;
}

const SessionContext = createContext<Session | null>(null);

const hasAccessToken = () => Boolean(tokenStore.access());

export function SessionProvider({ refresh, children }: { refresh: () => Promise<void>; children: ReactNode }) {
  const client = useApolloClient();
  const hasTokens = useSyncExternalStore(tokenStore.subscribe, hasAccessToken, () => false);
  const { data, loading, refetch } = useQuery(SessionQueryDoc, { skip: !hasTokens, notifyOnNetworkStatusChange: false });
  const [logout] = useMutation(LogoutMutation);
  const [signedOut, setSignedOut] = useState(false);

  // Logged out (by the user, a 401 or a failed refresh): nothing of the old session may stay cached.
  useEffect(() => {
    if (!hasTokens) void client.clearStore();
  }, [hasTokens, client]);

  useEffect(() => {
    if (!hasTokens) return;
    // A failed background refresh clears the tokens itself when the server refused it.
    const id = setInterval(() => {
      if (tokenStore.hasBoth()) refresh().catch(() => {});
    }, REFRESH_INTERVAL_MS);
    return () => clearInterval(id);
  }, [hasTokens, refresh]);

  const user = hasTokens ? (data?.me ?? null) : null;
  const status: SessionStatus = user ? "authenticated" : hasTokens && loading ? "loading" : "anonymous";

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      isSuperAdmin: user?.typeUtilisateur === "SUPER_ADMIN",
      signedOut,
      signIn: ({ accessToken, refreshToken }) => {
        setSignedOut(false);
        tokenStore.set(accessToken, refreshToken);
      },
      signOut: () => {
        setSignedOut(true);
        const refreshToken = tokenStore.refresh();
        // Revoking the refresh token is best effort: the local session ends whatever the answer.
        if (refreshToken) logout({ variables: { refreshToken } }).catch(() => {});
        tokenStore.clear();
      },
      revalidate: () => {
        if (hasAccessToken()) refetch().catch(() => {});
      },
    }),
    [status, user, signedOut, logout, refetch],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}
