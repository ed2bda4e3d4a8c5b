// Phones: while the summary's 'Commander sur WhatsApp' is off screen (a cart of a few lines pushes
// it below the fold), the total and the same order button stay in the bottom bar, as the product
// page's price and 'Ajouter au panier' do (decision 066).
import type { RefObject } from "react";
import { createPortal } from "react-dom";
import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useBottomBarSlot } from "../../lib/bottom-bar.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { useInView } from "../../lib/use-in-view.ts";
import { WhatsAppIcon } from "../../components/ui/icons.tsx";

/** `link`: the order, null while the cart waits for its check (the summary says why). */
interface Props {
  main: RefObject<HTMLElement | null>;
  total: number;
  link: string | null;
  onOrder?: () => void;
}

export function OrderBar({ main, total, link, onOrder }: Props) {
  const slot = useBottomBarSlot();
  const mainInView = useInView(main, null);
  if (!slot || mainInView !== false) return null;
  return createPortal(
    <Flex flex="1" minW="0" align="center" justify="space-between" gap="2" data-testid="order-bar">
      <Stack gap="0">
        <Text fontSize="xs" color="fg.muted">
          Total
        </Text>
        <Text fontWeight="bold" fontSize="md" whiteSpace="nowrap" data-testid="order-bar-total">
          {formatFCFA(total)}
        </Text>
      </Stack>
      <Button asChild={!!link} minH="11" px="3" bg="whatsapp.700" color="white" _hover={{ bg: "whatsapp.800" }} disabled={!link}>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" onClick={onOrder}>
            <WhatsAppIcon /> Commander sur WhatsApp
          </a>
        ) : (
          <span>Commander sur WhatsApp</span>
        )}
      </Button>
    </Flex>,
    slot,
  );
}
