import { Box } from "@chakra-ui/react";
import { useFragment } from "@apollo/client/react";
import { useMatch } from "react-router";
import { graphql } from "../gql";
import { useShop } from "../lib/shop-context.tsx";
import { whatsappLink } from "../lib/whatsapp-link.ts";
import { questionMessage } from "../lib/whatsapp-question.ts";
import { WhatsAppIcon } from "../components/ui/icons.tsx";

// Spread by the product page's query: on a product page the product is in the cache (drawn by the
// server too), so the link the server draws already names it.
const WhatsAppButtonProduct = graphql(`
  fragment WhatsAppButton_product on Product { id nom enRupture }
`);

/** The product of the page shown, when it is a product page whose answer has come. */
function useProductShown() {
  const id = useMatch("/produits/:id")?.params.id;
  const { data, complete } = useFragment({ fragment: WhatsAppButtonProduct, from: id ? { __typename: "Product", id } : null });
  return id && complete ? data : null;
}

/** `floating`: desktop, in the corner. `compact`: phones, in the header beside the search field,
 * so it covers nothing on any page (decision 066). */
export function WhatsAppButton({ placement }: { placement: "floating" | "compact" }) {
  const { shop } = useShop();
  const product = useProductShown();
  if (!shop) return null;
  const place =
    placement === "floating"
      ? ({ position: "fixed", bottom: "4", right: "4", zIndex: "overlay", w: "14", h: "14", shadow: "lg", fontSize: "3xl" } as const)
      : ({ w: "11", h: "11", flexShrink: "0", fontSize: "2xl" } as const);
  return (
    <Box
      as="a"
      {...{
        href: whatsappLink(shop.whatsapp, questionMessage(shop.nom, shop.urlPublique, product)),
        target: "_blank",
        rel: "noopener noreferrer",
      }}
      aria-label="Nous écrire sur WhatsApp"
      {...place}
      borderRadius="full"
      bg="whatsapp.700"
      color="white"
      display="grid"
      placeItems="center"
      _hover={{ bg: "whatsapp.800" }}
    >
      <WhatsAppIcon />
    </Box>
  );
}
