import { Box, Text } from "@chakra-ui/react";

/** Label / value pairs, side by side on desktop and stacked on phones. */
export function InfoList({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: "1fr", md: "12rem 1fr" }} columnGap="6" rowGap={{ base: "1", md: "3" }}>
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" textStyle="sm" mt={{ base: "2", md: "0" }}>
            {label}
          </Text>
          <Text as="dd" fontWeight="medium" wordBreak="break-word">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
