import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingSpinner } from "../../components/ui/States.tsx";
import { useSession } from "../../lib/auth/session.tsx";

function Checking() {
  return <LoadingSpinner minH="60vh" />;
}

/** SPEC §6: protected pages send visitors to the login page, remembering where they were going. */
export function RequireAuth() {
  const { status, signedOut } = useSession();
  const location = useLocation();
  if (status === "loading") return <Checking />;
  if (status === "anonymous") return <Navigate to="/admin/login" replace state={signedOut ? undefined : { from: location }} />;
  return <Outlet />;
}

/** Login, forgot-password and verification pages are for visitors only. */
export function GuestOnly() {
  const { status } = useSession();
  if (status === "loading") return <Checking />;
  if (status === "authenticated") return <Navigate to="/admin" replace />;
  return <Outlet />;
}

/** SPEC §6: account management is for super admins; others go back to the dashboard. */
export function RequireSuperAdmin() {
  const { isSuperAdmin } = useSession();
  return isSuperAdmin ? <Outlet /> : <Navigate to="/admin" replace />;
}
