import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import SimpleObjectsPlugin from "@pothos/plugin-simple-objects";
import type PrismaTypes from "../../generated/pothos-prisma-types.ts";
import { getDatamodel } from "../../generated/pothos-prisma-types.ts";
import { AppError } from "../../lib/errors.ts";
import type { GraphQLContext } from "./context.ts";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { admin: boolean; superAdmin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date }; File: { Input: File; Output: never } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, SimpleObjectsPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({ admin: ctx.viewer !== null, superAdmin: ctx.viewer?.role === "SUPER_ADMIN" }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? new AppError("FORBIDDEN", "Accès refusé")
        : (ctx.authError ?? new AppError("UNAUTHENTICATED", "Authentification requise")),
  },
  prisma: { client: (ctx) => ctx.prisma, dmmf: getDatamodel(), exposeDescriptions: false, onUnusedQuery: null },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType("DateTime", {
  description: "Date et heure ISO 8601 (UTC)",
  serialize: (d) => d.toISOString(),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new AppError("BAD_USER_INPUT", "Date invalide");
    return d;
  },
});

builder.scalarType("File", {
  description: "Fichier envoyé en multipart (spécification GraphQL multipart request)",
  serialize: () => {
    throw new AppError("BAD_USER_INPUT", "Un fichier ne peut pas être renvoyé.");
  },
  parseValue: (v) => {
    // Yoga's multipart parser yields its own File implementation: check the shape, not the class.
    if (!v || typeof v !== "object" || typeof (v as File).arrayBuffer !== "function")
      throw new AppError("BAD_USER_INPUT", "Fichier attendu (envoi multipart).");
    return v as File;
  },
});
