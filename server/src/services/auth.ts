// Accounts and authentication (DECISIONS "Accounts and authentication"). GraphQL resolvers and the
// REST shim both call this service; every rule lives in services/auth*.ts and nowhere else:
// auth-sessions (tokens, login, throttling), auth-links (invitation, verification, reset),
// auth-admins (profile, password, administrators), auth-bootstrap (first super admin), auth-rules
// (input checks with the French messages of SPEC §5), auth-common (messages, types).
import type { AuthDeps } from "./auth-common.ts";
import { createSessions } from "./auth-sessions.ts";
import { createLinks } from "./auth-links.ts";
import { createAdmins } from "./auth-admins.ts";
import { createBootstrap } from "./auth-bootstrap.ts";

export { MESSAGES, type Viewer, type Session, type ClientInfo, type AuthDeps } from "./auth-common.ts";

export function createAuthService(deps: AuthDeps) {
  return { ...createSessions(deps), ...createLinks(deps), ...createAdmins(deps), ...createBootstrap(deps) };
}

export type AuthService = ReturnType<typeof createAuthService>;
