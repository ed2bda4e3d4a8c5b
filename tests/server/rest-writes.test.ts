import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { createAdmin, signInAs, TEST_PASSWORD } from "./session.ts";
import { expectContract } from "./contract.ts";

type Body = { json?: unknown; form?: FormData; raw?: { type: string; data: string } };
function api(appRef: () => TestApp) {
  return async (method: string, p: string, token?: string, body: Body = {}) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let payload: BodyInit | undefined;
    if (body.json !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body.json);
    }
    if (body.form) payload = body.form;
    if (body.raw) {
      headers["content-type"] = body.raw.type;
      payload = body.raw.data;
    }
    const res = await fetch(`${appRef().url}/api/v1${p}`, { method, headers, body: payload });
    const json = await res.json();
    expectContract(method, p, res.status, json);
    return { status: res.status, body: json };
  };
}

const image = (format: "jpeg" | "png" | "gif" | "webp", size = 300) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#c4552c" } })
    .toFormat(format)
    .toBuffer();
const file = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" });
function productForm(fields: Record<string, string>, files: [Buffer, string][] = [], field = "images") {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [bytes, name] of files) f.append(field, file(bytes), name);
  return f;
}
const filesOnDisk = (app: TestApp) => {
  const dir = path.join(app.dataDir, "uploads", "products");
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .filter((f) => String(f).endsWith(".webp"))
        .map(String)
        .sort()
    : [];
};

describeEachDatabase("REST /api/v1 authentication", (kind) => {
  let app: TestApp;
  const call = api(() => app);
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  beforeEach(() => app.prisma.loginAttempt.deleteMany());
  afterAll(() => app?.stop());

  it("logs in with an email or a phone identifier and reads the profile with the bearer token", async () => {
    const user = await createAdmin(app, "ADMIN", { phone: "+221760000001" });
    const r = await call("POST", "/auth/login", undefined, { json: { identifier: user.email, password: TEST_PASSWORD } });
    expect(r.body.success).toBe(true);
    const byPhone = await call("POST", "/auth/login", undefined, {
      json: { credentials: { identifier: "+221760000001", password: TEST_PASSWORD } },
    });
    expect(byPhone.body.data.user._id).toBe(user.id);
    const me = await call("GET", "/auth/profile", r.body.data.accessToken);
    expect(me.body.data).toMatchObject({ _id: user.id, email: user.email, typeUtilisateur: "admin", compteVerrouille: false });
    expect(await call("POST", "/auth/login", undefined, { json: { identifier: user.email, password: "faux" } })).toMatchObject({
      status: 401,
      body: { success: false, message: "Identifiants invalides" },
    });
    expect((await call("POST", "/auth/login", undefined, { json: {} })).body.message).toBe("Veuillez remplir tous les champs");
  });

  it("answers 401 without a token and 403 'Token expiré' with an expired one", async () => {
    expect(await call("GET", "/auth/profile")).toMatchObject({ status: 401, body: { success: false } });
    const { userId } = await signInAs(app, "ADMIN");
    const secret = new TextEncoder().encode(fs.readFileSync(path.join(app.config.DATA_DIR, "jwt-secret"), "utf8").trim());
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(secret);
    expect(await call("GET", "/auth/profile", expired)).toMatchObject({ status: 403, body: { success: false, message: "Token expiré" } });
  });

  it("refreshes (single use), logs out, updates the profile and changes the password", async () => {
    const s = await signInAs(app, "ADMIN");
    const next = await call("POST", "/auth/refresh", undefined, { json: { refreshToken: s.refreshToken } });
    expect(next.body.data.refreshToken).not.toBe(s.refreshToken);
    expect((await call("POST", "/auth/refresh", undefined, { json: { refreshToken: s.refreshToken } })).status).toBe(401);
    const fresh = await signInAs(app, "ADMIN");
    const up = await call("PUT", "/auth/profile", fresh.accessToken, {
      json: { nom: "Ba", prenom: "Aïda", email: fresh.email, numero: "+221 78 111 22 33", dateNaissance: "1995-06-01" },
    });
    expect(up.body).toMatchObject({
      success: true,
      message: "Profil mis à jour avec succès",
      status: 200,
      data: { nom: "Ba", numero: "+221781112233" },
    });
    expect(
      (await call("PUT", "/auth/profile", fresh.accessToken, { json: { nom: "", prenom: "A", email: fresh.email } })).body.message,
    ).toBe("Le nom et le prénom sont obligatoires.");
    const pw = await call("PUT", "/auth/change-password", fresh.accessToken, {
      json: { currentPassword: TEST_PASSWORD, newPassword: "Nouveau2026", confirmPassword: "Nouveau2026" },
    });
    expect(pw.body).toEqual({ success: true, message: "Mot de passe modifié avec succès" });
    expect((await call("POST", "/auth/logout", undefined, { json: { refreshToken: fresh.refreshToken } })).body.success).toBe(true);
  });

  it("gives the same generic answers for password reset and verification, known account or not", async () => {
    const user = await createAdmin(app, "ADMIN");
    const a = await call("POST", "/auth/request-password-reset", undefined, { json: { email: user.email } });
    const b = await call("POST", "/auth/request-password-reset", undefined, { json: { email: "inconnu@boutique.test" } });
    expect(a.body).toEqual(b.body);
    expect((await call("POST", "/auth/request-password-reset", undefined, { json: { email: "" } })).body.message).toBe(
      "Veuillez saisir votre adresse email",
    );
    const c = await call("POST", "/auth/resend-verification", undefined, { json: { identifier: user.email } });
    const d = await call("POST", "/auth/resend-verification", undefined, { json: { identifier: "personne@boutique.test" } });
    expect(c.body).toEqual(d.body);
    expect((await call("GET", "/auth/verify/faux-jeton")).status).toBe(400);
    expect((await call("POST", "/auth/reset-password", undefined, { json: { token: "", newPassword: "abcdef" } })).body.message).toBe(
      "Token de réinitialisation manquant",
    );
  });

  it("lets a super admin invite; lists, shows, blocks and unblocks administrators", async () => {
    const boss = await signInAs(app, "SUPER_ADMIN");
    const admin = await signInAs(app, "ADMIN");
    expect(await call("POST", "/auth/admin", admin.accessToken, { json: { email: "x@boutique.test" } })).toMatchObject({
      status: 403,
      body: { message: "Accès refusé" },
    });
    const invited = await call("POST", "/auth/admin", boss.accessToken, { json: { email: "invitee@boutique.test" } });
    expect(invited).toMatchObject({
      status: 201,
      body: { success: true, message: "Administrateur créé avec succès ! Un email d'invitation a été envoyé." },
    });
    const list = await call("GET", "/auth/admin?search=invitee", admin.accessToken);
    expect(list.body.data.map((u: any) => u.email)).toEqual(["invitee@boutique.test"]);
    const resend = `/auth/admin/${list.body.data[0].id}/invitation`;
    expect(await call("POST", resend, boss.accessToken)).toMatchObject({
      status: 200,
      body: { success: true, message: "Invitation renvoyée à invitee@boutique.test." },
    });
    expect((await call("POST", resend, boss.accessToken)).status).toBe(429); // once a minute per account
    expect((await call("POST", resend, boss.accessToken, { json: [] })).status).toBe(400);
    expect((await call("POST", resend, admin.accessToken)).status).toBe(403);
    const named = await call("POST", "/auth/admin", boss.accessToken, {
      json: { email: "fatou@boutique.test", prenom: "Fatou", nom: "Sall" },
    });
    expect(named.status).toBe(201);
    expect((await call("GET", "/auth/admin?search=fatou", admin.accessToken)).body.data[0].nomComplet).toBe("Fatou Sall");
    expect((await call("GET", `/auth/admin/${admin.userId}`, boss.accessToken)).body.data.email).toBe(admin.email);
    expect((await call("GET", "/auth/admin/inconnu", boss.accessToken)).status).toBe(404);
    const blocked = await call("PUT", `/auth/admin/${admin.userId}/toggle-status`, boss.accessToken, { json: { action: "block" } });
    expect(blocked.body.data.compteVerrouille).toBe(true);
    expect((await call("GET", "/auth/profile", admin.accessToken)).status).toBe(401);
    expect(
      (await call("PUT", `/auth/admin/${admin.userId}/toggle-status`, boss.accessToken, { json: { action: "peut-être" } })).status,
    ).toBe(400);
    expect(
      (await call("PUT", `/auth/admin/${admin.userId}/toggle-status`, boss.accessToken, { json: { action: "unblock" } })).body.data
        .compteVerrouille,
    ).toBe(false);
  });
});

describeEachDatabase("REST /api/v1 catalogue writes", (kind) => {
  let app: TestApp;
  let token = "";
  const call = api(() => app);
  beforeAll(async () => {
    app = await startTestApp(kind);
    token = (await signInAs(app, "ADMIN")).accessToken;
  });
  afterAll(() => app?.stop());

  it("refuses writes without a token", async () => {
    expect((await call("POST", "/types", undefined, { json: { nom: "X" } })).status).toBe(401);
    expect((await call("DELETE", "/produits/x")).status).toBe(401);
    expect((await call("GET", "/dashboard/stats")).status).toBe(401);
  });

  it("creates, validates, updates (sub-types matched by name, a used one never removed) and deletes categories", async () => {
    const created = await call("POST", "/types", token, {
      json: { nom: "Chaussures", description: "Pour tous", sousTypes: [{ nom: "Sandales" }, { nom: "Babouches" }] },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { success: true, message: "La catégorie a été créée avec succès !", data: { nom: "Chaussures", nbSousTypes: 2 } },
    });
    const id = created.body.data._id;
    for (const [json, message] of [
      [{ nom: " " }, "Le nom est requis"],
      [{ nom: "x".repeat(151) }, "Le nom ne peut pas dépasser 150 caractères"],
      [{ nom: "A", description: "d".repeat(1001) }, "La description ne peut pas dépasser 1000 caractères"],
      [{ nom: "A", sousTypes: [{ nom: "a" }, { nom: " A " }] }, "Ce type existe déjà"],
      [{ nom: "A", sousTypes: [{ nom: "  " }] }, "Le type ne peut pas être vide"],
      [{ nom: "A", sousTypes: [{ nom: "t".repeat(31) }] }, "Le type ne peut pas dépasser 30 caractères"],
      [{ nom: "A", sousTypes: ["1", "2", "3", "4", "5", "6"].map((nom) => ({ nom })) }, "Une catégorie compte au plus 5 types."],
    ] as const) {
      expect(await call("POST", "/types", token, { json })).toMatchObject({ status: 400, body: { success: false, message } });
    }
    const sandales = created.body.data.sousTypes.find((s: any) => s.nom === "Sandales");
    const babouches = created.body.data.sousTypes.find((s: any) => s.nom === "Babouches");
    const inSandales = await createProduct(app.prisma, { name: "Sandale", categoryId: id, subTypeId: sandales._id });
    const inBabouches = await createProduct(app.prisma, { name: "Babouche", categoryId: id, subTypeId: babouches._id });
    const edit = { json: { nom: "Chaussures & co", sousTypes: [{ nom: "SANDALES" }, { nom: "Baskets" }] } };
    // Babouches still holds a product: never deleted silently (issue 22, decision 062).
    expect(await call("PUT", `/types/${id}`, token, edit)).toMatchObject({
      status: 409,
      body: { success: false, message: "Impossible de supprimer le type « Babouches » : 1 produit l'utilise." },
    });
    await app.prisma.product.update({ where: { id: inBabouches.id }, data: { subTypeId: null } });
    const updated = await call("PUT", `/types/${id}`, token, edit);
    expect(updated.body.message).toBe("La catégorie a été modifiée avec succès !");
    expect(updated.body.data.description).toBe("Pour tous"); // not sent on update: kept
    expect(updated.body.data.sousTypes.map((s: any) => s.nom)).toEqual(["SANDALES", "Baskets"]);
    expect(updated.body.data.sousTypes[0]._id).toBe(sandales._id);
    expect((await app.prisma.product.findUnique({ where: { id: inSandales.id } }))!.subTypeId).toBe(sandales._id);
    expect(await app.prisma.product.findUnique({ where: { id: inBabouches.id } })).toMatchObject({ categoryId: id, subTypeId: null });
    const conflict = await call("DELETE", `/types/${id}`, token);
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toContain("produits associés");
    const empty = await call("POST", "/types", token, { json: { nom: "Vide" } });
    expect((await call("DELETE", `/types/${empty.body.data._id}`, token)).body.success).toBe(true);
    expect((await call("DELETE", `/types/${empty.body.data._id}`, token)).status).toBe(404);
    expect((await call("PUT", "/types/inconnu", token, { json: { nom: "X" } })).status).toBe(404);
  });

  it("creates a product from a multipart form with real images re-encoded to WebP; the price paid is the server's", async () => {
    const cat = await createCategory(app.prisma, "Bijoux", ["Colliers"]);
    const form = productForm(
      {
        nom: "Collier doré",
        description: "Perles",
        prix: "12500",
        stock: "4",
        pourcentPromotion: "20",
        aLaUne: "true",
        enRupture: "false",
        typeProduit: cat.id,
        sousTypeProduit: cat.subTypes[0].id,
        prixApresPromotion: "1",
      },
      [
        [await image("jpeg"), "face.jpg"],
        [await image("png"), "dos.png"],
        [await image("gif"), "anim.gif"],
      ],
    );
    const r = await call("POST", "/produits", token, { form });
    expect(r).toMatchObject({
      status: 201,
      body: {
        success: true,
        message: "Produit créé avec succès",
        data: { nom: "Collier doré", prix: 12500, prixApresPromotion: 10000, aLaUne: true, sousTypeProduit: { nom: "Colliers" } },
      },
    });
    expect(r.body.data.images).toHaveLength(3);
    expect(r.body.data.images.map((i: any) => i.originalName)).toEqual(["face.jpg", "dos.png", "anim.gif"]);
    const served = await fetch(app.url + r.body.data.images[0].url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.exif]).toEqual(["webp", undefined]);
    // The list shows it at once (the response cache was cleared by the write).
    expect((await call("GET", `/produits?search=collier dore`)).body.data.map((p: any) => p.nom)).toEqual(["Collier doré"]);
  });

  it("accepts a single `file` field and the JSON alternative with a data URL image", async () => {
    const cat = await createCategory(app.prisma, "Sacs");
    const one = await call("POST", "/produits", token, {
      form: productForm({ nom: "Pochette", prix: "5000", stock: "5", typeProduit: cat.id }, [[await image("webp"), "p.webp"]], "file"),
    });
    expect(one.body.data.images).toHaveLength(1);
    const png = await image("png");
    const json = await call("POST", "/produits", token, {
      json: {
        nom: "Cabas",
        prix: 8000,
        stock: 0,
        pourcentPromotion: 0,
        aLaUne: false,
        enRupture: true,
        typeProduit: cat.id,
        prixApresPromotion: 1,
        images: [`data:image/png;base64,${png.toString("base64")}`],
      },
    });
    expect(json.body.data).toMatchObject({ prixApresPromotion: 8000, enRupture: true, stock: 0 });
    expect(json.body.data.images).toHaveLength(1);
  });

  it("answers bad product input in French: fields, nonsense text values, fake and oversized images, too many files", async () => {
    const cat = await createCategory(app.prisma, "Parfums");
    const before = filesOnDisk(app).length;
    const post = (fields: Record<string, string>, files: [Buffer, string][] = []) =>
      call("POST", "/produits", token, {
        form: productForm({ nom: "Oud", prix: "9000", stock: "5", typeProduit: cat.id, ...fields }, files),
      });
    expect((await post({ nom: "  " })).body.message).toBe("Le nom du produit est requis");
    expect((await post({ prix: "0" })).body.message).toBe("Le prix doit être supérieur à 0");
    expect((await post({ prix: "abc" })).body.message).toBe("Le prix doit être un nombre entier de FCFA.");
    expect((await post({ typeProduit: "" })).body.message).toBe("Veuillez sélectionner une catégorie");
    expect((await post({ typeProduit: "inconnue" })).body.message).toBe("La catégorie choisie n'existe pas.");
    expect((await post({ pourcentPromotion: "150" })).body.message).toMatch(/entre 0 et 100/);
    expect((await post({ aLaUne: "peut-être" })).body.message).toBe("Le champ aLaUne doit valoir true ou false.");
    expect((await post({}, [[Buffer.from("ceci n'est pas une image"), "photo.jpg"]])).body.message).toBe(
      "Le fichier photo.jpg n'est pas une image acceptée (JPEG, PNG, WebP ou GIF).",
    );
    const truncated = (await image("jpeg", 600)).subarray(0, 400);
    expect((await post({}, [[truncated, "coupee.jpg"]])).body.message).toBe("Le fichier coupee.jpg est illisible ou endommagé.");
    const big = Buffer.concat([await image("png"), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await post({}, [[big, "enorme.png"]])).toMatchObject({
      status: 413,
      body: { message: "Le fichier enorme.png dépasse la limite de 5MB" },
    });
    const six = await Promise.all(Array.from({ length: 6 }, async (_, i) => [await image("png", 50), `i${i}.png`] as [Buffer, string]));
    expect((await post({}, six)).body.message).toBe("5 images au plus par produit.");
    expect(await app.prisma.product.count({ where: { name: "Oud" } })).toBe(0);
    expect(filesOnDisk(app).length).toBe(before); // nothing half-written
  });

  it("replaces images only when new ones are stored, keeps everything when an upload fails, removes files on delete", async () => {
    const cat = await createCategory(app.prisma, "Tissus");
    const created = await call("POST", "/produits", token, {
      form: productForm({ nom: "Wax", prix: "7000", stock: "5", typeProduit: cat.id }, [
        [await image("jpeg"), "a.jpg"],
        [await image("jpeg"), "b.jpg"],
      ]),
    });
    const id = created.body.data._id;
    const oldUrls = created.body.data.images.map((i: any) => i.url);
    const kept = await call("PUT", `/produits/${id}`, token, { form: productForm({ nom: "Wax hollandais", prix: "7500" }) });
    expect(kept.body.data.images.map((i: any) => i.url)).toEqual(oldUrls);
    expect(kept.body.data.nom).toBe("Wax hollandais");
    const failed = await call("PUT", `/produits/${id}`, token, {
      form: productForm({ nom: "Perdu ?" }, [
        [await image("png"), "ok.png"],
        [Buffer.from("GIF89a nope"), "faux.gif"],
      ]),
    });
    expect(failed.status).toBe(400);
    const after = await call("GET", `/produits/${id}`);
    expect(after.body.data.nom).toBe("Wax hollandais");
    expect(after.body.data.images.map((i: any) => i.url)).toEqual(oldUrls);
    for (const u of oldUrls) expect((await fetch(app.url + u)).status).toBe(200);
    const replaced = await call("PUT", `/produits/${id}`, token, { form: productForm({}, [[await image("webp"), "neuf.webp"]]) });
    expect(replaced.body.message).toBe("Produit modifié avec succès");
    expect(replaced.body.data.images.map((i: any) => i.originalName)).toEqual(["neuf.webp"]);
    for (const u of oldUrls) expect((await fetch(app.url + u)).status).toBe(404);
    const newUrl = replaced.body.data.images[0].url;
    expect((await call("DELETE", `/produits/${id}`, token)).body).toEqual({
      success: true,
      message: "Le produit a été supprimé avec succès",
    });
    expect((await fetch(app.url + newUrl)).status).toBe(404);
    expect((await call("GET", `/produits/${id}`)).status).toBe(404);
  });

  it("answers malformed JSON, wrong content types and oversized bodies cleanly", async () => {
    expect(await call("POST", "/types", token, { raw: { type: "application/json", data: "{nom:" } })).toMatchObject({
      status: 400,
      body: { success: false, message: "Corps de requête JSON invalide." },
    });
    expect((await call("POST", "/types", token, { raw: { type: "text/plain", data: "nom=x" } })).status).toBe(415);
    expect(
      (
        await call("POST", "/types", token, {
          raw: { type: "application/json", data: JSON.stringify({ nom: "x".repeat(2 * 1024 * 1024) }) },
        })
      ).status,
    ).toBe(413);
    expect((await call("POST", "/types", token, { json: [1, 2] })).body.message).toBe("Le corps de la requête doit être un objet JSON.");
  });

  it("serves dashboard stats, recent activity from the audit log and top products", async () => {
    const stats = await call("GET", "/dashboard/stats", token);
    expect(stats.body.data.stats.map((s: any) => s.title)).toEqual(["Produits", "Catégories", "En rupture", "En promotion"]);
    expect(stats.body.data.stats[0].value).toBe(await app.prisma.product.count());
    const activity = await call("GET", "/dashboard/recent-activity?limit=4", token);
    expect(activity.body.data).toHaveLength(4);
    expect(activity.body.data[0].title).toMatch(/Produit « Wax hollandais » supprimé/);
    const promo = await call("GET", "/dashboard/top-products?by=promotion&limit=1", token);
    expect(promo.body.data).toHaveLength(1);
    expect(promo.body.data[0].pourcentPromotion).toBe(20);
    expect((await call("GET", "/dashboard/top-products?by=prix", token)).status).toBe(400);
    expect((await call("GET", "/dashboard/top-products?limit=0", token)).status).toBe(400);
  });

  it("gives GraphQL and REST the same product after a REST write", async () => {
    const cat = await createCategory(app.prisma, "Montres");
    const r = await call("POST", "/produits", token, {
      json: { nom: "Montre", prix: 30000, stock: 5, pourcentPromotion: 15, typeProduit: cat.id },
    });
    const g = await gql(app, `query($id: ID!) { product(id: $id) { nom prix prixApresPromotion pourcentReduction economie } }`, {
      id: r.body.data._id,
    });
    expect(g.data.product).toEqual({
      nom: "Montre",
      prix: 30000,
      prixApresPromotion: r.body.data.prixApresPromotion,
      pourcentReduction: r.body.data.pourcentReduction,
      economie: r.body.data.economie,
    });
  });
});
