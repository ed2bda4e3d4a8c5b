import { Badge, Flex } from "@chakra-ui/react";
import { LOW_STOCK } from "../../../../contract/product-options.ts";

/** The admin sees every state at once, Rupture first, then 'Stock bas' at 3 or less (SPEC §2 admin
 * list and detail; DECISIONS "Variants and stock"). */
export function AdminProductBadges({
  enRupture,
  stock,
  aLaUne,
  discount,
  brouillon = false,
}: {
  enRupture: boolean;
  stock: number;
  aLaUne: boolean;
  discount: number;
  /** never on the storefront (decision 092) */
  brouillon?: boolean;
}) {
  const out = enRupture || stock <= 0;
  const low = !out && stock <= LOW_STOCK;
  if (!brouillon && !out && !low && !aLaUne && discount <= 0) return null;
  return (
    <Flex gap="1" flexWrap="wrap">
      {brouillon && (
        <Badge bg="purple.700" color="white">
          Brouillon
        </Badge>
      )}
      {out && (
        <Badge bg="gray.800" color="white">
          Rupture
        </Badge>
      )}
      {low && (
        <Badge bg="orange.700" color="white">
          Stock bas
        </Badge>
      )}
      {aLaUne && (
        <Badge bg="brand.solid" color="brand.contrast">
          À la une
        </Badge>
      )}
      {discount > 0 && (
        <Badge bg="accent.solid" color="accent.contrast">
          -{discount}%
        </Badge>
      )}
    </Flex>
  );
}
