// Phones: while the page's own 'Ajouter au panier' is off screen, the price and the same action
// stay in the bottom bar (beside the WhatsApp button, which therefore never covers them).
import type { RefObject } from "react";
import { createPortal } from "react-dom";
import { Button, Flex, Text } from "@chakra-ui/react";
import { useBottomBarSlot } from "../../lib/bottom-bar.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { useInView } from "../../lib/use-in-view.ts";

/** `main`: the page's own action block (its element changes with `available`). */
interface Props {
  main: RefObject<HTMLElement | null>;
  price: number;
  available: boolean;
  canAdd: boolean;
  onAdd: () => void;
}

export function BuyBar({ main, price, available, canAdd, onAdd }: Props) {
  const slot = useBottomBarSlot();
  const mainInView = useInView(main, available);
  if (!slot || mainInView !== false) return null;
  return createPortal(
    <Flex flex="1" minW="0" align="center" justify="space-between" gap="2" data-testid="buy-bar">
      <Text fontWeight="bold" fontSize="md" whiteSpace="nowrap">
        {formatFCFA(price)}
      </Text>
      {available ? (
        <Button minH="11" px="3" bg="brand.solid" color="brand.contrast" disabled={!canAdd} onClick={onAdd}>
          Ajouter au panier
        </Button>
      ) : (
        <Button minH="11" px="3" disabled variant="subtle">
          Non disponible
        </Button>
      )}
    </Flex>,
    slot,
  );
}
