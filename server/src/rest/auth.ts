// /auth/*: SPEC §7 authentication calls over services/auth.ts.
import { clientIp } from "../auth/client-ip.ts";
import { requireViewer, route, type RestRequest } from "./http.ts";
import {
  changePasswordBody,
  credentialField,
  emailBody,
  emptyBody,
  identifierBody,
  inviteBody,
  loginBody,
  profileBody,
  readBody,
  refreshTokenBody,
  resetPasswordBody,
  toggleStatusBody,
} from "./bodies.ts";
import { adminView } from "./views-admin.ts";

const callerIp = (r: RestRequest) => clientIp(r.req.socket.remoteAddress, r.req.headers["x-forwarded-for"], r.services.config.TRUST_PROXY);

async function login(r: RestRequest) {
  const { identifier, password } = await readBody(r.req, loginBody, credentialField);
  const s = await r.services.accounts.login(identifier, password, { ip: callerIp(r), userAgent: r.req.headers["user-agent"] ?? "" });
  return {
    body: {
      success: true,
      message: "Connexion réussie",
      data: { accessToken: s.accessToken, refreshToken: s.refreshToken, user: adminView(s.user) },
    },
  };
}

async function profile(r: RestRequest) {
  const viewer = await requireViewer(r);
  const user = await r.services.accounts.getUser(viewer.id);
  return { body: { success: true, data: adminView(user!) } };
}

async function refresh(r: RestRequest) {
  const s = await r.services.accounts.refresh((await readBody(r.req, refreshTokenBody)).refreshToken);
  return { body: { success: true, message: "Jetons renouvelés", data: { accessToken: s.accessToken, refreshToken: s.refreshToken } } };
}

const result = (x: { success: boolean; message: string }) => ({ body: { ...x } });

async function updateProfile(r: RestRequest) {
  const viewer = await requireViewer(r);
  const user = await r.services.accounts.updateProfile(viewer, await readBody(r.req, profileBody));
  return { body: { success: true, message: "Profil mis à jour avec succès", status: 200, data: adminView(user) } };
}

async function changePassword(r: RestRequest) {
  const viewer = await requireViewer(r);
  const b = await readBody(r.req, changePasswordBody);
  return result(await r.services.accounts.changePassword(viewer, b.currentPassword, b.newPassword, b.confirmPassword));
}

async function toggleStatus(r: RestRequest) {
  const viewer = await requireViewer(r);
  const { action } = await readBody(r.req, toggleStatusBody);
  const user = await r.services.accounts.setStatus(viewer, r.params.id, action === "block" ? "BLOCK" : "UNBLOCK");
  return {
    body: { success: true, message: action === "block" ? "Administrateur bloqué" : "Administrateur débloqué", data: adminView(user) },
  };
}

export const authRoutes = [
  route("POST", "/auth/login", login),
  route("GET", "/auth/profile", profile),
  route("PUT", "/auth/profile", updateProfile),
  route("POST", "/auth/refresh", refresh),
  route("POST", "/auth/logout", async (r) =>
    result(await r.services.accounts.logout((await readBody(r.req, refreshTokenBody)).refreshToken)),
  ),
  route("GET", "/auth/verify/:token", async (r) => result(await r.services.accounts.verifyAccount(r.params.token))),
  route("POST", "/auth/resend-verification", async (r) => {
    return result(await r.services.accounts.resendVerification(await readBody(r.req, identifierBody, "identifiant"), callerIp(r)));
  }),
  route("POST", "/auth/request-password-reset", async (r) =>
    result(await r.services.accounts.requestPasswordReset((await readBody(r.req, emailBody)).email, callerIp(r))),
  ),
  route("POST", "/auth/reset-password", async (r) => {
    const b = await readBody(r.req, resetPasswordBody);
    return result(await r.services.accounts.resetPassword(b.token, b.newPassword));
  }),
  route("PUT", "/auth/change-password", changePassword),
  route("POST", "/auth/admin", async (r) => {
    const v = await requireViewer(r, "superAdmin");
    const b = await readBody(r.req, inviteBody);
    return { status: 201, ...result(await r.services.accounts.invite(v, b.email, b)) };
  }),
  route("POST", "/auth/admin/:id/invitation", async (r) => {
    const v = await requireViewer(r, "superAdmin");
    await readBody(r.req, emptyBody);
    return result(await r.services.accounts.resendInvitation(v, r.params.id));
  }),
  route("GET", "/auth/admin", async (r) => {
    await requireViewer(r);
    return { body: { success: true, data: (await r.services.accounts.listAdmins(r.query.get("search"))).map(adminView) } };
  }),
  route("GET", "/auth/admin/:id", async (r) => {
    await requireViewer(r);
    return { body: { success: true, data: adminView(await r.services.accounts.getAdmin(r.params.id)) } };
  }),
  route("PUT", "/auth/admin/:id/toggle-status", toggleStatus),
];
