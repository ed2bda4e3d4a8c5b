import { createSystem, defineConfig } from "@chakra-ui/react";
import { alertSlotRecipe, dialogSlotRecipe, menuSlotRecipe, tableSlotRecipe, tabsSlotRecipe } from "@chakra-ui/react/theme";
import { shopConfigs } from "../theme.ts";

// The storefront's system carries only the recipes shoppers need, in light only (decision 055); the
// back-office keeps the dark values and adds the five recipes it also uses (menu: the product
// cards' actions; table: the product list's table view). They stay in the back-office's chunk only because the build knows Chakra's
// define* helpers are pure (client/vite.config.ts, decision 047).
export const adminSystem = createSystem(
  ...shopConfigs,
  defineConfig({
    theme: {
      slotRecipes: { alert: alertSlotRecipe, dialog: dialogSlotRecipe, menu: menuSlotRecipe, table: tableSlotRecipe, tabs: tabsSlotRecipe },
    },
  }),
);
