import { Box } from "@chakra-ui/react";
import { useShop } from "../lib/shop-context.tsx";
import { whatsappLink } from "../lib/whatsapp-link.ts";
import { WhatsAppIcon } from "../components/ui/icons.tsx";

/** `floating`: desktop, in the corner. `compact`: phones, in the header beside the search field,
 * so it covers nothing on any page (decision 066). */
export function WhatsAppButton({ placement }: { placement: "floating" | "compact" }) {
  const { shop } = useShop();
  if (!shop) return null;
  const place =
    placement === "floating"
      ? ({ position: "fixed", bottom: "4", right: "4", zIndex: "overlay", w: "14", h: "14", shadow: "lg", fontSize: "3xl" } as const)
      : ({ w: "11", h: "11", flexShrink: "0", fontSize: "2xl" } as const);
  return (
    <Box
      as="a"
      {...{ href: whatsappLink(shop.whatsapp, `Bonjour ${shop.nom}, j'ai une question.`), target: "_blank", rel: "noopener noreferrer" }}
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
