// The shop's settings (issue 29 item 1, decision 091): the shared validator field by field,
// hostile input included; only a super admin reads or changes them (GraphQL and REST); an edit
// from a stale version is refused with a French 409; the storefront's data follow at once, and a
// second instance on the same PostgreSQL database sees the change within a second.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkShopSettings } from "../../contract/shop-settings.ts";
import { STALE_VERSION } from "../../server/src/services/shop-settings.ts";
import { gql, isPostgresReachable, startTestApp, throwawayPostgres, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";

const VALID = {
  nom: "Boutique Awa",
  description: "Mode et beauté à Dakar",
  whatsapp: "221771234567",
  facebook: "https://www.facebook.com/boutique.awa",
  instagram: "https://instagram.com/boutique.awa",
  tiktok: "",
  dakarPrix: 2500,
  dakarDelai: "48 h",
  regionsDelai: "3 à 5 jours",
  jourMemeAvant: "",
  horaires: "7 j/7, de 9 h à 19 h",
};
const errorsOf = (input: unknown) => {
  const c = checkShopSettings(input);
  return c.ok ? {} : c.errors;
};
const FIELDS = "nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version";
const READ = `{ parametres { ${FIELDS} } }`;
const SAVE = `mutation($input: ShopSettingsInput!) { modifierParametres(input: $input) { ${FIELDS} } }`;
const SHOP =
  "{ boutique { nom whatsapp horaires reseaux { facebook instagram tiktok } livraison { dakarPrix dakarDelai regionsDelai jourMemeAvant } } }";

describe("the settings validator (contract/shop-settings.ts)", () => {
  it("accepts a full set of settings and cleans them", () => {
    const c = checkShopSettings({ ...VALID, whatsapp: "+221 77 123 45 67", nom: "  Boutique Awa  ", dakarPrix: "2500" });
    expect(c).toEqual({ ok: true, value: { ...VALID, instagram: "https://instagram.com/boutique.awa" } });
  });

  it.each([
    ["whatsapp", "0771234567", "Le numéro WhatsApp doit être au format international"],
    ["whatsapp", "2217712", "Le numéro WhatsApp doit être au format international"],
    ["whatsapp", "22177123456789012", "Le numéro WhatsApp doit être au format international"],
    ["whatsapp", "22177abc4567", "Le numéro WhatsApp doit être au format international"],
    ["whatsapp", "1".repeat(10_000), "Le numéro WhatsApp doit être au format international"],
    ["whatsapp", 221771234567, "Le numéro WhatsApp doit être un texte."],
    ["facebook", "javascript:alert(1)//facebook.com", "Le lien Facebook doit être une adresse http(s) sur facebook.com"],
    ["facebook", "https://www.instagram.com/awa", "Le lien Facebook doit être une adresse http(s) sur facebook.com"],
    ["facebook", "https://facebook.com.evil.sn/awa", "Le lien Facebook doit être une adresse http(s) sur facebook.com"],
    ["facebook", "https://notfacebook.com/awa", "Le lien Facebook doit être une adresse http(s) sur facebook.com"],
    ["facebook", "https://user:pw@facebook.com/awa", "Le lien Facebook doit être une adresse http(s) sur facebook.com"],
    ["instagram", "ftp://instagram.com/awa", "Le lien Instagram doit être une adresse http(s) sur instagram.com"],
    ["instagram", `https://instagram.com/${"a".repeat(10_000)}`, "Le lien Instagram ne doit pas dépasser 300 caractères."],
    ["tiktok", "https://www.facebook.com/awa", "Le lien TikTok doit être une adresse http(s) sur tiktok.com"],
    ["tiktok", { href: "https://tiktok.com/@awa" }, "Le lien TikTok doit être un texte."],
    ["nom", "", "Le nom de la boutique est obligatoire."],
    ["nom", "x".repeat(10_000), "Le nom de la boutique ne doit pas dépasser 80 caractères."],
    ["nom", "Awa\u0000", "Le nom de la boutique contient un caractère interdit."],
    ["nom", ["Awa"], "Le nom de la boutique doit être un texte."],
    ["description", "x".repeat(301), "La description ne doit pas dépasser 300 caractères."],
    ["dakarPrix", -1, "Le prix de livraison à Dakar doit être un nombre entier de FCFA"],
    ["dakarPrix", 12.5, "Le prix de livraison à Dakar doit être un nombre entier de FCFA"],
    ["dakarPrix", "1e3", "Le prix de livraison à Dakar doit être un nombre entier de FCFA"],
    ["dakarPrix", true, "Le prix de livraison à Dakar doit être un nombre entier de FCFA"],
    ["dakarDelai", "", "Le délai de livraison à Dakar est obligatoire."],
    ["regionsDelai", null, "Le délai de livraison en régions doit être un texte."],
    ["jourMemeAvant", undefined, "L'heure limite de la livraison le jour même doit être un texte."],
    ["jourMemeAvant", "x".repeat(21), "L'heure limite de la livraison le jour même ne doit pas dépasser 20 caractères."],
    ["horaires", "8 h\u0000", "Les horaires du service client contient un caractère interdit."],
  ])("%s: refused case %#, %s", (field, value, message) => {
    const errors = errorsOf({ ...VALID, [field]: value }) as Record<string, string>;
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toContain(message);
  });

  it("lets a social link be empty, and refuses what is not an object", () => {
    expect(checkShopSettings({ ...VALID, facebook: "", instagram: null, tiktok: "  " }).ok).toBe(true);
    for (const bad of [null, "texte", [VALID], 5]) expect(errorsOf(bad)).toEqual({ nom: "Les paramètres doivent être un objet JSON." });
  });
});

describe("settings over the APIs (embedded database)", () => {
  let app: TestApp;
  let superAdmin: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp("pglite");
    superAdmin = bearer((await signInAs(app, "SUPER_ADMIN")).accessToken);
    admin = bearer((await signInAs(app, "ADMIN")).accessToken);
  });
  afterAll(() => app?.stop());

  const rest = (method: string, headers: Record<string, string>, body?: unknown) =>
    fetch(`${app.url}/api/v1/parametres`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it("starts from the environment's values", async () => {
    const r = await gql(app, READ, {}, superAdmin);
    expect(r.data.parametres).toMatchObject({ nom: "Boutique en Ligne", whatsapp: "221770000000", facebook: "", version: 1 });
  });

  it("refuses anonymous callers and plain admins, on GraphQL and REST", async () => {
    expect((await gql(app, READ)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await gql(app, READ, {}, admin)).errors?.[0].message).toBe("Accès refusé");
    expect((await gql(app, SAVE, { input: { ...VALID, version: 1 } }, admin)).errors?.[0].message).toBe("Accès refusé");
    expect((await rest("GET", {})).status).toBe(401);
    expect((await rest("PUT", admin, { ...VALID, version: 1 })).status).toBe(403);
    expect((await gql(app, READ, {}, superAdmin)).data.parametres.version).toBe(1);
  });

  it("refuses hostile REST bodies with a French 400 and writes nothing", async () => {
    const bodies: [unknown, string][] = [
      // NUL bytes are refused for every REST body before any parser (lib/hostile.ts).
      [{ ...VALID, version: 1, nom: "Awa\u0000" }, "Le texte envoyé contient un caractère"],
      [{ ...VALID, version: 1, whatsapp: 221771234567 }, "Le champ whatsapp doit être un texte."],
      [{ ...VALID, version: 1, description: "x".repeat(10_000) }, "Le champ description ne doit pas dépasser 300 caractères."],
      [{ ...VALID, version: 1, facebook: "javascript:alert(1)" }, "Le lien Facebook doit être une adresse http(s) sur facebook.com"],
      [{ ...VALID, version: "1" }, "La version des paramètres doit être un nombre entier."],
      [[VALID], "Le corps de la requête doit être un objet JSON."],
    ];
    for (const [body, message] of bodies) {
      const r = await rest("PUT", superAdmin, body);
      expect(r.status, message).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect((await rest("GET", superAdmin)).body.data).toMatchObject({ nom: "Boutique en Ligne", version: 1 });
  });

  it("saves an edit, which the storefront's data show at once; a stale version gets a French 409", async () => {
    expect((await gql(app, SHOP)).data.boutique.whatsapp).toBe("221770000000"); // cached answer
    const saved = await gql(app, SAVE, { input: { ...VALID, version: 1 } }, superAdmin);
    expect(saved.data.modifierParametres).toMatchObject({ whatsapp: "221771234567", version: 2 });
    expect((await gql(app, SHOP)).data.boutique).toEqual({
      nom: "Boutique Awa",
      whatsapp: "221771234567",
      horaires: "7 j/7, de 9 h à 19 h",
      reseaux: { facebook: VALID.facebook, instagram: VALID.instagram, tiktok: "" },
      livraison: { dakarPrix: 2500, dakarDelai: "48 h", regionsDelai: "3 à 5 jours", jourMemeAvant: "" },
    });
    const stale = await rest("PUT", superAdmin, { ...VALID, nom: "Autre nom", version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { success: false, message: STALE_VERSION } });
    const viaGraphql = await gql(app, SAVE, { input: { ...VALID, version: 1 } }, superAdmin);
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: STALE_VERSION, extensions: { code: "CONFLICT" } });
    const ok = await rest("PUT", superAdmin, { ...VALID, tiktok: "https://www.tiktok.com/@awa", version: 2 });
    expect(ok).toMatchObject({ status: 200, body: { data: { tiktok: "https://www.tiktok.com/@awa", version: 3 } } });
    expect(await app.prisma.auditEntry.count({ where: { entityType: "settings" } })).toBe(2);
  });

  it("names the shop from its settings in the web app manifest", async () => {
    const manifest = await (await fetch(`${app.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: "Boutique Awa", description: "Mode et beauté à Dakar" });
  });
});

describe.skipIf(!(await isPostgresReachable()))("settings on two instances of one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof throwawayPostgres>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await throwawayPostgres("boutique_settings");
    const env = { DATABASE_URL: database.url, JWT_SECRET: "secret-partage-par-les-deux-instances-du-test" };
    a = await startTestApp("postgresql", env);
    b = await startTestApp("postgresql", env);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it("an edit on one instance is served by the other within a second, its cached answers dropped", async () => {
    expect((await gql(b, SHOP)).data.boutique.whatsapp).toBe("221770000000"); // B caches its answer
    const boss = bearer((await signInAs(a, "SUPER_ADMIN")).accessToken);
    const saved = await gql(a, SAVE, { input: { ...VALID, version: 1 } }, boss);
    expect(saved.data?.modifierParametres.version).toBe(2);
    const since = Date.now();
    let seen = "";
    while (Date.now() - since < 1_000 && seen !== VALID.whatsapp) seen = (await gql(b, SHOP)).data.boutique.whatsapp;
    expect(seen).toBe(VALID.whatsapp);
    expect((await gql(b, SHOP)).data.boutique.reseaux.facebook).toBe(VALID.facebook);
  });
});
