// 'Paramètres' (issue 29 item 1, decision 091): the super admin changes the WhatsApp number and a
// social link and the same-day cut-off; the storefront's footer, the cart's WhatsApp link, the FAQ
// and the delivery page show them at once; a number
// that is not international gets the French error beside its field. Desktop and phone.
import { expect, test } from "@playwright/test";
import { api, apiTokens, openMenu, signIn } from "./admin-helpers.ts";

const FIELDS = "nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version";
const NUMBER = "221781112233";
const FACEBOOK = "https://www.facebook.com/boutique.test";

let first: Record<string, unknown> | null = null;

// The worker's shop is shared with the other specs: its settings are put back as they were.
test.afterAll(async ({ request }) => {
  if (!first) return;
  const { accessToken } = await apiTokens(request);
  const { parametres } = await api(request, `{ parametres { version } }`, {}, accessToken);
  await api(
    request,
    `mutation($input: ShopSettingsInput!) { modifierParametres(input: $input) { version } }`,
    { input: { ...first, version: parametres.version } },
    accessToken,
  );
});

test("the super admin changes the WhatsApp number and the Facebook page; the storefront shows them", async ({ page, request }) => {
  const { accessToken } = await apiTokens(request);
  const { parametres } = await api(request, `{ parametres { ${FIELDS} } }`, {}, accessToken);
  const { version: _, ...values } = parametres;
  first = values;

  await signIn(page);
  await openMenu(page, "Paramètres");
  await expect(page.getByRole("heading", { name: "Paramètres", level: 1 })).toBeVisible();
  const whatsapp = page.getByLabel("Numéro WhatsApp des commandes");
  await expect(whatsapp).toHaveValue(parametres.whatsapp);

  // A local number: refused beside its field, nothing sent.
  await whatsapp.fill("0771234567");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le numéro WhatsApp doit être au format international", { exact: false })).toBeVisible();

  await whatsapp.fill(`+${NUMBER}`);
  await page.getByLabel("Page Facebook").fill(FACEBOOK);
  await page.getByLabel("Livraison le jour même à Dakar avant").fill("13h");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres enregistrés", { exact: false })).toBeVisible();
  await expect(whatsapp).toHaveValue(NUMBER);

  const { products } = await api(request, `{ products(limit: 1, sortBy: aLaUne) { items { id nom prixApresPromotion } } }`);
  const p = products.items[0];
  await page.goto("/robots.txt");
  await page.evaluate((line) => localStorage.setItem("boutique_cart", JSON.stringify([line])), {
    productId: p.id,
    name: p.nom,
    unitPrice: p.prixApresPromotion,
    imageUrl: null,
    stock: 5,
    quantity: 1,
  });
  await page.goto("/cart");
  await expect(page.getByTestId("order-link")).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${NUMBER}\\?`));
  const footer = page.locator("footer");
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", FACEBOOK);
  await expect(footer.getByRole("link", { name: `WhatsApp : +${NUMBER}` })).toBeVisible();

  // The same-day cut-off: the FAQ and the delivery page say the seller's hour.
  await page.goto("/faq");
  await expect(page.getByText("Oui : à Dakar, toute commande passée avant 13h est livrée le jour même.")).toBeAttached();
  await page.goto("/livraison");
  await expect(page.getByText("Commande passée avant 13h : livrée le jour même.", { exact: false })).toBeVisible();
});
