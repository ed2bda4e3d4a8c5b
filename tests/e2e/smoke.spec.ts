import { expect, test } from "@playwright/test";

test("the shop answers with its name and its catalogue API", async ({ page, request }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Boutique en Ligne");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boutique en Ligne");
  const r = await request.post("/graphql", { data: { query: "{ boutique { nom } }" } });
  expect((await r.json()).data.boutique.nom).toBe("Boutique en Ligne");
});
