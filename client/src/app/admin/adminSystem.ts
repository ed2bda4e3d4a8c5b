import { createSystem, defineConfig } from "@chakra-ui/react";
import { alertSlotRecipe, dialogSlotRecipe, menuSlotRecipe, tabsSlotRecipe } from "@chakra-ui/react/theme";
import { system } from "../theme.ts";

// The storefront's system carries only the recipes shoppers need; the back-office adds the four it
// also uses (menu: the product cards' actions). Kept to the minimum: the bundler places them in the
// shoppers' entry chunk too, where Chakra's whole defaultConfig would cost 16 KB.
export const adminSystem = createSystem(system._config, defineConfig({
  theme: { slotRecipes: { alert: alertSlotRecipe, dialog: dialogSlotRecipe, menu: menuSlotRecipe, tabs: tabsSlotRecipe } },
}));
