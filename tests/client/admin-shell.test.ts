import { describe, expect, it } from "vitest";
import { isSidebarShortcut, readSidebarExpanded, sidebarCookie } from "../../client/src/app/admin/sidebarState.ts";
import { resolveColorMode } from "../../client/src/app/admin/colorMode.ts";
import { breadcrumbFor } from "../../client/src/app/admin/breadcrumb.ts";
import { adminStats, canBlock } from "../../client/src/features/admins/stats.ts";

describe("sidebar cookie", () => {
  it("writes sidebar:state for 7 days", () => {
    expect(sidebarCookie(false)).toBe("sidebar:state=false; path=/; max-age=604800; SameSite=Lax");
  });

  it("reads it back among other cookies, expanded by default", () => {
    expect(readSidebarExpanded("")).toBe(true);
    expect(readSidebarExpanded("a=1; sidebar:state=false; b=2")).toBe(false);
    expect(readSidebarExpanded("sidebar:state=true")).toBe(true);
  });

  it("round-trips through document.cookie", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: what the layout writes, tested as written
    document.cookie = sidebarCookie(false);
    expect(readSidebarExpanded(document.cookie)).toBe(false);
    // biome-ignore lint/suspicious/noDocumentCookie: what the layout writes, tested as written
    document.cookie = sidebarCookie(true);
    expect(readSidebarExpanded(document.cookie)).toBe(true);
  });

  it("toggles on Ctrl+B and Meta+B only", () => {
    expect(isSidebarShortcut({ key: "b", ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: "B", ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSidebarShortcut({ key: "b", ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSidebarShortcut({ key: "n", ctrlKey: true, metaKey: false })).toBe(false);
  });
});

describe("theme", () => {
  it("uses the saved choice, else the system preference", () => {
    expect(resolveColorMode("dark", false)).toBe("dark");
    expect(resolveColorMode("light", true)).toBe("light");
    expect(resolveColorMode(null, true)).toBe("dark");
    expect(resolveColorMode("nonsense", false)).toBe("light");
  });
});

describe("breadcrumb", () => {
  const labels = (p: string) => breadcrumbFor(p).map((c) => c.label);
  it.each([
    ["/admin", ["Accueil"]],
    ["/admin/categories/add", ["Accueil", "Catégories", "Nouvelle catégorie"]],
    ["/admin/categories/update/abc", ["Accueil", "Catégories", "Modifier catégorie"]],
    ["/admin/categories/abc/type", ["Accueil", "Catégories", "Types"]],
    ["/admin/categories/abc/type/def/produits/add", ["Accueil", "Catégories", "Types", "Produits", "Nouveau produit"]],
    ["/admin/produits/update/xyz", ["Accueil", "Produits", "Modifier produit"]],
    ["/admin/produits/xyz", ["Accueil", "Produits", "Détail du produit"]],
    ["/admin/produits/import", ["Accueil", "Produits", "Importer des produits"]],
    ["/admin/parametres", ["Accueil", "Paramètres"]],
    ["/admin/utilisateurs/add", ["Accueil", "Utilisateurs", "Inviter un administrateur"]],
    ["/admin/compte/", ["Accueil", "Mon compte"]],
    ["/admin/nimporte", ["Accueil", "Page Introuvable"]],
  ])("%s", (path, expected) => {
    expect(labels(path)).toEqual(expected);
  });

  it("links each crumb to its own path", () => {
    expect(breadcrumbFor("/admin/categories/abc/type/def/produits").map((c) => c.to)).toEqual([
      "/admin",
      "/admin/categories",
      "/admin/categories/abc/type",
      "/admin/categories/abc/type/def/produits",
    ]);
  });
});

describe("admin list", () => {
  const admin = (statut: "EN_ATTENTE" | "ACTIF" | "BLOQUE", typeUtilisateur = "ADMIN") => ({ statut, typeUtilisateur });
  it("counts total, active, blocked and super admins from the one status; an invitee is neither active nor blocked", () => {
    expect(adminStats([admin("ACTIF", "SUPER_ADMIN"), admin("ACTIF"), admin("BLOQUE"), admin("EN_ATTENTE")])).toEqual({
      total: 4,
      actifs: 2,
      bloques: 1,
      superAdmins: 1,
    });
  });
  it("offers to block what is not blocked, invitees included", () => {
    expect(canBlock(admin("ACTIF"))).toBe(true);
    expect(canBlock(admin("EN_ATTENTE"))).toBe(true);
    expect(canBlock(admin("BLOQUE"))).toBe(false);
  });
});
