// Accounts over GraphQL (contract shared with the back-office: docs/decisions/010-accounts-api.md).
// Resolvers check the role with scope-auth and call services/auth.ts.
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { ACCOUNT_STATUSES, accountStatus } from "../../services/account-status.ts";

const UserRole = builder.enumType("UserRole", {
  values: ["SUPER_ADMIN", "ADMIN"] as const,
  description: "SUPER_ADMIN (Super Administrateur) ou ADMIN (Administrateur)",
});
const AccountStatusEnum = builder.enumType("StatutCompte", {
  values: ACCOUNT_STATUSES,
  description: "EN_ATTENTE (invitation pas encore acceptée), ACTIF ou BLOQUE",
});
const AdminStatusAction = builder.enumType("AdminStatusAction", { values: ["BLOCK", "UNBLOCK"] as const });

const LoginEvent = builder.prismaObject("LoginEvent", {
  fields: (t) => ({
    id: t.exposeID("id"),
    date: t.expose("createdAt", { type: "DateTime" }),
    ip: t.string({ nullable: true, resolve: (e) => e.ip || null }),
    userAgent: t.string({ nullable: true, resolve: (e) => e.userAgent || null }),
  }),
});

export const AdminUser = builder.prismaObject("AdminUser", {
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    nom: t.exposeString("lastName"),
    prenom: t.exposeString("firstName"),
    nomComplet: t.string({ resolve: (u) => u.fullName || `${u.firstName} ${u.lastName}`.trim() || u.email }),
    numero: t.exposeString("phone", { nullable: true, description: "Indicatif pays + chiffres, ex. +221770000000" }),
    dateNaissance: t.string({ nullable: true, description: "AAAA-MM-JJ", resolve: (u) => u.birthDate?.toISOString().slice(0, 10) ?? null }),
    typeUtilisateur: t.field({ type: UserRole, resolve: (u) => u.role }),
    isActive: t.exposeBoolean("isActive"),
    compteVerrouille: t.exposeBoolean("isLocked"),
    statut: t.field({ type: AccountStatusEnum, description: "Le seul statut que montre l'écran des comptes", resolve: accountStatus }),
    emailVerifie: t.boolean({ resolve: (u) => u.emailVerifiedAt !== null }),
    derniereConnexion: t.expose("lastLoginAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    connexions: t.field({
      type: [LoginEvent],
      description: "Dernières connexions, les plus récentes d'abord (super administrateurs et soi-même)",
      args: { limit: t.arg.int({ defaultValue: 10 }) },
      resolve: (u, { limit }, ctx) =>
        ctx.viewer && (ctx.viewer.role === "SUPER_ADMIN" || ctx.viewer.id === u.id)
          ? ctx.services.accounts.recentLogins(u.id, limit ?? 10)
          : [],
    }),
  }),
});

const AuthPayload = builder.objectRef<{ accessToken: string; refreshToken: string; userId: string }>("AuthPayload").implement({
  fields: (t) => ({
    accessToken: t.exposeString("accessToken", { description: "JWT, 15 minutes : en-tête Authorization: Bearer" }),
    refreshToken: t.exposeString("refreshToken", { description: "30 jours, à usage unique (renouvelé à chaque refreshTokens)" }),
    utilisateur: t.prismaField({
      type: "AdminUser",
      resolve: (query, p, _a, ctx) => ctx.prisma.adminUser.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
  }),
});

const OperationResult = builder.simpleObject("OperationResult", { fields: (t) => ({ success: t.boolean(), message: t.string() }) });

const ProfileInput = builder.inputType("ProfileInput", {
  fields: (t) => ({
    nom: t.string({ required: true }),
    prenom: t.string({ required: true }),
    nomComplet: t.string(),
    email: t.string(),
    numero: t.string(),
    dateNaissance: t.string({ description: "AAAA-MM-JJ" }),
  }),
});

const viewerOf = (ctx: GraphQLContext) => ctx.viewer!; // present: the field's scope required it
const session = (s: { accessToken: string; refreshToken: string; user: { id: string } }) => ({
  accessToken: s.accessToken,
  refreshToken: s.refreshToken,
  userId: s.user.id,
});
const client = (ctx: GraphQLContext) => ({ ip: ctx.clientIp, userAgent: ctx.request.headers.get("user-agent") ?? "" });

builder.queryFields((t) => ({
  me: t.prismaField({
    type: "AdminUser",
    authScopes: { admin: true },
    resolve: (query, _r, _a, ctx) => ctx.prisma.adminUser.findUniqueOrThrow({ ...query, where: { id: viewerOf(ctx).id } }),
  }),
  admins: t.prismaField({
    type: ["AdminUser"],
    authScopes: { admin: true },
    args: { search: t.arg.string() },
    resolve: (_q, _r, { search }, ctx) => ctx.services.accounts.listAdmins(search),
  }),
  admin: t.prismaField({
    type: "AdminUser",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => ctx.services.accounts.getAdmin(String(id)),
  }),
}));

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthPayload,
    args: { identifiant: t.arg.string({ required: true }), motDePasse: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => session(await ctx.services.accounts.login(a.identifiant, a.motDePasse, client(ctx))),
  }),
  refreshTokens: t.field({
    type: AuthPayload,
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => session(await ctx.services.accounts.refresh(a.refreshToken)),
  }),
  logout: t.field({
    type: OperationResult,
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => ctx.services.accounts.logout(a.refreshToken),
  }),
  verifyAccount: t.field({
    type: OperationResult,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => ctx.services.accounts.verifyAccount(a.token),
  }),
  resendVerification: t.field({
    type: OperationResult,
    args: { identifiant: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => ctx.services.accounts.resendVerification(a.identifiant, ctx.clientIp),
  }),
  requestPasswordReset: t.field({
    type: OperationResult,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => ctx.services.accounts.requestPasswordReset(a.email, ctx.clientIp),
  }),
  resetPassword: t.field({
    type: OperationResult,
    args: { token: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => ctx.services.accounts.resetPassword(a.token, a.newPassword),
  }),
  updateProfile: t.prismaField({
    type: "AdminUser",
    authScopes: { admin: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => ctx.services.accounts.updateProfile(viewerOf(ctx), input),
  }),
  changePassword: t.field({
    type: OperationResult,
    authScopes: { admin: true },
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
      confirmPassword: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => ctx.services.accounts.changePassword(viewerOf(ctx), a.currentPassword, a.newPassword, a.confirmPassword),
  }),
  inviteAdmin: t.field({
    type: OperationResult,
    authScopes: { superAdmin: true },
    args: {
      email: t.arg.string({ required: true }),
      nom: t.arg.string({ description: "Facultatif : l'invité le complète dans son profil" }),
      prenom: t.arg.string(),
    },
    resolve: (_r, a, ctx) => ctx.services.accounts.invite(viewerOf(ctx), a.email, { nom: a.nom, prenom: a.prenom }),
  }),
  renvoyerInvitation: t.field({
    type: OperationResult,
    description: "Un nouveau lien pour un administrateur en attente (409 s'il est déjà actif ou bloqué)",
    authScopes: { superAdmin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => ctx.services.accounts.resendInvitation(viewerOf(ctx), String(a.id)),
  }),
  setAdminStatus: t.prismaField({
    type: "AdminUser",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), action: t.arg({ type: AdminStatusAction, required: true }) },
    resolve: (_q, _r, a, ctx) => ctx.services.accounts.setStatus(viewerOf(ctx), String(a.id), a.action),
  }),
}));
