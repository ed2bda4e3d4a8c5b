// Phones: while the page's own 'Ajouter au panier' is off screen, the price and the same action
// stay in the bottom bar (beside the WhatsApp button, which therefore never covers them).
import { createPortal } from "react-dom";
import { Button, Flex, Text } from "@chakra-ui/react";
import { useBottomBarSlot } from "../../lib/bottom-bar.ts";
import { formatFCFA } from "../../lib/format.ts";

interface Props { mainInView: boolean | null; price: number; available: boolean; canAdd: boolean; onAdd: () => void }

export function BuyBar({ mainInView, price, available, canAdd, onAdd }: Props) {
  const slot = useBottomBarSlot();
  if (!slot || mainInView !== false) return null;
  return createPortal(
    <Flex flex="1" minW="0" align="center" justify="space-between" gap="2" data-testid="buy-bar">
      <Text fontWeight="bold" fontSize="md" whiteSpace="nowrap">{formatFCFA(price)}</Text>
      {available ? (
        <Button minH="11" px="3" bg="brand.solid" color="brand.contrast" disabled={!canAdd} onClick={onAdd}>Ajouter au panier</Button>
      ) : (
        <Button minH="11" px="3" disabled variant="subtle">Non disponible</Button>
      )}
    </Flex>,
    slot,
  );
}
