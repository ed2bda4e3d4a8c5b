// /auth/*: SPEC §7 authentication calls over services/auth.ts.
import { AppError } from "../lib/errors.ts";
import { clientIp } from "../auth/client-ip.ts";
import { readJson, requireViewer, route, textField, type RestRequest } from "./http.ts";
import { adminView } from "./views-admin.ts";

const callerIp = (r: RestRequest) => clientIp(r.req.socket.remoteAddress, r.req.headers["x-forwarded-for"], r.services.config.TRUST_PROXY);

async function login(r: RestRequest) {
  const b = await readJson(r.req);
  const c = (b.credentials && typeof b.credentials === "object" ? b.credentials : {}) as Record<string, unknown>;
  const identifier = textField(b.identifier ?? b.identifiant ?? b.email ?? c.identifier ?? c.email ?? c.numero, "identifiant");
  const password = textField(b.password ?? b.motDePasse ?? c.password, "password");
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
  const s = await r.services.accounts.refresh(textField((await readJson(r.req)).refreshToken, "refreshToken"));
  return { body: { success: true, message: "Jetons renouvelés", data: { accessToken: s.accessToken, refreshToken: s.refreshToken } } };
}

const result = (x: { success: boolean; message: string }) => ({ body: { ...x } });

async function updateProfile(r: RestRequest) {
  const viewer = await requireViewer(r);
  const b = await readJson(r.req);
  const user = await r.services.accounts.updateProfile(viewer, {
    nom: textField(b.nom, "nom"),
    prenom: textField(b.prenom, "prenom"),
    nomComplet: b.nomComplet == null ? undefined : textField(b.nomComplet, "nomComplet"),
    email: b.email == null ? undefined : textField(b.email, "email"),
    numero: b.numero == null ? undefined : textField(b.numero, "numero"),
    dateNaissance:
      b.dateNaissance === undefined
        ? undefined
        : b.dateNaissance === null
          ? null
          : textField(b.dateNaissance, "dateNaissance").slice(0, 10),
  });
  return { body: { success: true, message: "Profil mis à jour avec succès", status: 200, data: adminView(user) } };
}

async function changePassword(r: RestRequest) {
  const viewer = await requireViewer(r);
  const b = await readJson(r.req);
  return result(
    await r.services.accounts.changePassword(
      viewer,
      textField(b.currentPassword, "currentPassword"),
      textField(b.newPassword, "newPassword"),
      textField(b.confirmPassword, "confirmPassword"),
    ),
  );
}

async function toggleStatus(r: RestRequest) {
  const viewer = await requireViewer(r);
  const action = textField((await readJson(r.req)).action, "action").toLowerCase();
  if (action !== "block" && action !== "unblock") throw new AppError("BAD_USER_INPUT", "L'action doit valoir block ou unblock.", "action");
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
    result(await r.services.accounts.logout(textField((await readJson(r.req)).refreshToken, "refreshToken"))),
  ),
  route("GET", "/auth/verify/:token", async (r) => result(await r.services.accounts.verifyAccount(r.params.token))),
  route("POST", "/auth/resend-verification", async (r) => {
    const b = await readJson(r.req);
    return result(
      await r.services.accounts.resendVerification(textField(b.identifier ?? b.identifiant ?? b.email, "identifiant"), callerIp(r)),
    );
  }),
  route("POST", "/auth/request-password-reset", async (r) =>
    result(await r.services.accounts.requestPasswordReset(textField((await readJson(r.req)).email, "email"), callerIp(r))),
  ),
  route("POST", "/auth/reset-password", async (r) => {
    const b = await readJson(r.req);
    return result(await r.services.accounts.resetPassword(textField(b.token, "token"), textField(b.newPassword, "newPassword")));
  }),
  route("PUT", "/auth/change-password", changePassword),
  route("POST", "/auth/admin", async (r) => {
    const v = await requireViewer(r, "superAdmin");
    return { status: 201, ...result(await r.services.accounts.invite(v, textField((await readJson(r.req)).email, "email"))) };
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
