import { createSystem, defaultConfig } from "@chakra-ui/react";
import { system } from "../theme.ts";

// The storefront's system carries only the recipes shoppers need; the back-office (its own chunk)
// adds Chakra's full set (dialogs, tabs, tables, alerts…) over the same brand tokens.
export const adminSystem = createSystem(defaultConfig, system._config);
