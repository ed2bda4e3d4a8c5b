// /api/v1/parametres (decision 091): the shop's settings, for a super administrator. Parse, check
// the role, call services/shop-settings.ts (the rules GraphQL uses too).
import { readJson, requireViewer, route } from "./http.ts";

export const settingsRoutes = [
  route("GET", "/parametres", async (r) => {
    await requireViewer(r, "superAdmin");
    return { body: { success: true, data: await r.services.settings.fresh() } };
  }),
  route("PUT", "/parametres", async (r) => {
    const v = await requireViewer(r, "superAdmin");
    const saved = await r.services.settings.update(v.id, await readJson(r.req));
    return { body: { success: true, message: "Paramètres enregistrés", data: saved } };
  }),
];
