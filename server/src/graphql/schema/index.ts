// Importing a domain file registers its types and fields on the builder.
import { builder } from "./builder.ts";
import "./catalogue.ts";
import "./shop.ts";

export const schema = builder.toSchema({ sortSchema: false });
import "./accounts.ts";
import "./admin-catalogue.ts";
import "./orders.ts";
import "./settings.ts";
import "./product-import.ts";
