import { HStack, Text } from "@chakra-ui/react";
import { formatFCFA } from "../../../../contract/format.ts";

/** The price paid in bold, the struck original beside it when a promotion is active. */
export function Price({
  paid,
  original,
  promotion,
  size = "md",
}: {
  paid: number;
  original: number;
  promotion: boolean;
  size?: "md" | "lg";
}) {
  return (
    <HStack gap="2" flexWrap="wrap" align="baseline">
      <Text fontWeight="bold" fontSize={size === "lg" ? "2xl" : "md"} color={promotion ? "accent.fg" : "ink"}>
        {formatFCFA(paid)}
      </Text>
      {promotion && (
        <Text as="s" fontSize={size === "lg" ? "md" : "sm"} color="fg.muted" aria-label={`Prix initial ${formatFCFA(original)}`}>
          {formatFCFA(original)}
        </Text>
      )}
    </HStack>
  );
}

/** floor(scoreQualite / 10) stars out of 5 (SPEC §3); the empty ones at ≥ 3:1 on the card
 * (WCAG non-text contrast: fg.muted, not fg.subtle's 2.56:1). */
export function Stars({ count }: { count: number }) {
  return (
    <Text as="span" color="accent.solid" fontSize="sm" aria-label={`Qualité : ${count} étoile${count > 1 ? "s" : ""} sur 5`} role="img">
      {"★".repeat(count)}
      <Text as="span" color="fg.muted">
        {"★".repeat(5 - count)}
      </Text>
    </Text>
  );
}
