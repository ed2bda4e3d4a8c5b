import { createSystem, defineConfig } from "@chakra-ui/react";
import { alertSlotRecipe, dialogSlotRecipe, tabsSlotRecipe } from "@chakra-ui/react/theme";
import { system } from "../theme.ts";

// The storefront's system carries only the recipes shoppers need; the back-office adds the three it
// also uses. Kept to the minimum: the bundler places them in the shoppers' entry chunk too (1.3 KB
// gzip for these three, measured), where Chakra's whole defaultConfig would cost 16 KB.
export const adminSystem = createSystem(system._config, defineConfig({
  theme: { slotRecipes: { alert: alertSlotRecipe, dialog: dialogSlotRecipe, tabs: tabsSlotRecipe } },
}));
