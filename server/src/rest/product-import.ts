// POST /produits/import/verification and /produits/import (decision 094): a multipart form with the
// file under `fichier` (and the check's `empreinte` to import); the service holds every rule.
import { AppError, badInput } from "../lib/errors.ts";
import { isMultipart, readForm } from "../http/multipart.ts";
import { IMPORT_FILES } from "../services/import-limits.ts";
import { requireViewer, route, type RestRequest } from "./http.ts";

/** The file and the fields of the form: `fichier`, `empreinte`, nothing else is read. */
async function importForm(r: RestRequest) {
  if (!isMultipart(r.req)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Envoyez le fichier dans un formulaire multipart (champ fichier).");
  const form = await readForm(r.req, 4, () => IMPORT_FILES);
  const file = form.files.find((f) => f.field === "fichier");
  if (!file) throw badInput("Le fichier à importer manque (champ fichier du formulaire).", "fichier");
  return { bytes: file.bytes, empreinte: form.fields.find(([name]) => name === "empreinte")?.[1] };
}

export const productImportRoutes = [
  route("POST", "/produits/import/verification", async (r) => {
    const v = await requireViewer(r);
    const { bytes } = await importForm(r);
    return { body: { success: true, data: { ...(await r.services.productImport.check(v.id, bytes)), importe: false } } };
  }),
  route("POST", "/produits/import", async (r) => {
    const v = await requireViewer(r);
    const { bytes, empreinte } = await importForm(r);
    const result = await r.services.productImport.confirm(v.id, bytes, empreinte);
    return {
      status: result.importe ? 200 : 400,
      body: {
        success: result.importe,
        message: result.importe
          ? `Import terminé : ${result.aCreer} produit(s) créé(s), ${result.aModifier} modifié(s).`
          : "Le fichier contient des erreurs : rien n'a été importé.",
        data: result,
      },
    };
  }),
];
