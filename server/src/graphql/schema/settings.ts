// 'Paramètres' (decision 091): the shop's settings, read and changed by a super administrator.
// The rules are in services/shop-settings.ts and contract/shop-settings.ts, shared with REST.
import type { ShopSettings } from "../../services/shop-settings.ts";
import { builder } from "./builder.ts";

const superAdmin = { superAdmin: true } as const;

const ShopSettingsRef = builder.objectRef<ShopSettings>("ShopSettings").implement({
  description: "Paramètres de la boutique (super administrateur)",
  fields: (t) => ({
    nom: t.exposeString("nom"),
    description: t.exposeString("description"),
    whatsapp: t.exposeString("whatsapp", { description: "Chiffres avec l'indicatif pays, sans +" }),
    facebook: t.exposeString("facebook", { description: "Adresse http(s) sur facebook.com, ou vide" }),
    instagram: t.exposeString("instagram", { description: "Adresse http(s) sur instagram.com, ou vide" }),
    tiktok: t.exposeString("tiktok", { description: "Adresse http(s) sur tiktok.com, ou vide" }),
    dakarPrix: t.exposeInt("dakarPrix", { description: "FCFA" }),
    dakarDelai: t.exposeString("dakarDelai"),
    regionsDelai: t.exposeString("regionsDelai"),
    jourMemeAvant: t.exposeString("jourMemeAvant", {
      description: "Commande à Dakar livrée le jour même si passée avant cette heure ; vide : jamais le jour même",
    }),
    horaires: t.exposeString("horaires", { description: "Horaires du service client" }),
    version: t.exposeInt("version", { description: "À renvoyer avec la modification : refusée (409) si quelqu'un a modifié depuis" }),
    modifieLe: t.field({ type: "DateTime", resolve: (s) => s.updatedAt }),
  }),
});

// Every field optional here: the shared validator names what is missing, in French.
const ShopSettingsInput = builder.inputType("ShopSettingsInput", {
  fields: (t) => ({
    version: t.int({ required: true }),
    nom: t.string(),
    description: t.string(),
    whatsapp: t.string(),
    facebook: t.string(),
    instagram: t.string(),
    tiktok: t.string(),
    dakarPrix: t.int(),
    dakarDelai: t.string(),
    regionsDelai: t.string(),
    jourMemeAvant: t.string(),
    horaires: t.string(),
  }),
});

builder.queryField("parametres", (t) =>
  t.field({ type: ShopSettingsRef, authScopes: superAdmin, resolve: (_r, _a, ctx) => ctx.services.settings.fresh() }),
);

builder.mutationField("modifierParametres", (t) =>
  t.field({
    type: ShopSettingsRef,
    authScopes: superAdmin,
    args: { input: t.arg({ type: ShopSettingsInput, required: true }) },
    resolve: (_r, a, ctx) => ctx.services.settings.update(ctx.viewer!.id, a.input),
  }),
);
