// Catalogue import over GraphQL multipart (decision 094): the check (nothing written) and the
// confirm of the same file; the rules are in services/product-import.ts, shared with REST.
import type { ImportError, ImportLine, ImportResult } from "../../services/product-import.ts";
import { builder } from "./builder.ts";

const ImportErrorRef = builder.objectRef<ImportError>("ProductImportError").implement({
  fields: (t) => ({
    ligne: t.exposeInt("ligne", { description: "Ligne du fichier (l'en-tête est la ligne 1)" }),
    colonne: t.exposeString("colonne", {
      nullable: true,
      description: "Colonne, telle que l'en-tête la nomme (absente : la ligne entière)",
    }),
    message: t.exposeString("message"),
  }),
});
const ImportLineRef = builder.objectRef<ImportLine>("ProductImportLine").implement({
  fields: (t) => ({
    ligne: t.exposeInt("ligne"),
    action: t.exposeString("action", { description: "créer ou modifier" }),
    nom: t.exposeString("nom"),
    erreurs: t.field({ type: [ImportErrorRef], resolve: (l) => l.erreurs }),
  }),
});
const ImportRef = builder.objectRef<ImportResult>("ProductImport").implement({
  description: "Ce que l'import fait (ou a fait) de chaque ligne",
  fields: (t) => ({
    empreinte: t.exposeString("empreinte", { description: "À renvoyer avec le même fichier pour importer" }),
    importe: t.exposeBoolean("importe", { description: "true : tout est écrit ; false : rien ne l'est" }),
    lignes: t.exposeInt("lignes", { description: "Lignes de produits du fichier" }),
    aCreer: t.exposeInt("aCreer"),
    aModifier: t.exposeInt("aModifier"),
    lignesEnErreur: t.exposeInt("lignesEnErreur"),
    detail: t.field({
      type: [ImportLineRef],
      description: "Les lignes en erreur d'abord, puis les autres (500 au plus)",
      resolve: (p) => p.detail,
    }),
    lignesNonAffichees: t.exposeInt("lignesNonAffichees"),
  }),
});

const bytesOf = async (file: File) => Buffer.from(await file.arrayBuffer());

builder.mutationFields((t) => ({
  verifierImportProduits: t.field({
    type: ImportRef,
    authScopes: { admin: true },
    description: "Vérifie un fichier CSV (ou ZIP du CSV et de ses photos) sans rien écrire",
    args: { fichier: t.arg({ type: "File", required: true }) },
    resolve: async (_r, a, ctx) => ({
      ...(await ctx.services.productImport.check(ctx.viewer!.id, await bytesOf(a.fichier))),
      importe: false,
    }),
  }),
  importerProduits: t.field({
    type: ImportRef,
    authScopes: { admin: true },
    description: "Importe le fichier vérifié : toutes ses lignes en une fois, ou aucune s'il reste une erreur",
    args: { fichier: t.arg({ type: "File", required: true }), empreinte: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => ctx.services.productImport.confirm(ctx.viewer!.id, await bytesOf(a.fichier), a.empreinte),
  }),
}));
