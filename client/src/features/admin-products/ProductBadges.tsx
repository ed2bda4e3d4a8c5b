import { Badge, Flex } from "@chakra-ui/react";

/** The admin sees every state at once, Rupture first (SPEC §2 admin list and detail). */
export function AdminProductBadges({ enRupture, aLaUne, discount }: { enRupture: boolean; aLaUne: boolean; discount: number }) {
  if (!enRupture && !aLaUne && discount <= 0) return null;
  return (
    <Flex gap="1" flexWrap="wrap">
      {enRupture && <Badge bg="gray.800" color="white">Rupture</Badge>}
      {aLaUne && <Badge bg="brand.solid" color="brand.contrast">À la une</Badge>}
      {discount > 0 && <Badge bg="accent.solid" color="accent.contrast">-{discount}%</Badge>}
    </Flex>
  );
}
