import { expect, test } from "@playwright/test";
import { signIn } from "./admin-helpers.ts";

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
});

test("the sidebar remembers being collapsed, and Ctrl+B toggles it", async ({ page, isMobile }) => {
  test.skip(isMobile, "phones use the Navigation panel instead");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect(sidebar.locator(".chakra-badge", { hasText: "Super Admin" })).toBeVisible();
  await page.getByRole("button", { name: "Réduire la barre latérale" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar:state");
  expect(cookie?.value).toBe("false");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 60);
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("on phones the sidebar is a Navigation panel", async ({ page, isMobile }) => {
  test.skip(!isMobile, "desktop keeps the sidebar on screen");
  await expect(page.getByTestId("sidebar")).toBeHidden();
  await page.getByRole("button", { name: "Ouvrir la navigation" }).click();
  const panel = page.getByRole("dialog", { name: "Navigation" });
  await expect(panel.locator(".chakra-badge", { hasText: "Super Admin" })).toBeVisible();
  await panel.getByRole("link", { name: "Utilisateurs" }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/utilisateurs$/);
  await page.keyboard.press("Control+b");
  await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
});

test("the theme choice survives a reload inside the back-office", async ({ page }) => {
  const html = page.locator("html");
  const startsDark = (await html.getAttribute("class"))?.includes("dark") ?? false;
  await page.getByRole("button", { name: startsDark ? "Passer au thème clair" : "Passer au thème sombre" }).click();
  const expected = startsDark ? "light" : "dark";
  await page.reload();
  await expect(html).toHaveClass(new RegExp(`\\b${expected}\\b`));
});

test("breadcrumb, placeholder sections, not-found page and footer live in the layout", async ({ page }) => {
  await expect(page).toHaveTitle("Admin - Gestion de la boutique");
  await page.getByRole("link", { name: "Nouveau produit" }).click();
  await expect(page).toHaveURL(/\/admin\/produits\/add$/);
  const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
  await expect(crumbs.getByText("Nouveau produit")).toBeVisible();
  await expect(crumbs.getByRole("link", { name: "Accueil" })).toBeVisible();

  await page.goto("/admin/categories/abc");
  await expect(page).toHaveURL(/\/admin\/categories\/abc\/type$/);

  await page.goto("/admin/nulle-part");
  await expect(page.getByRole("heading", { name: "Page Introuvable" })).toBeVisible();
  await expect(page.getByText("Administration Panel v1.0")).toBeVisible();
});
