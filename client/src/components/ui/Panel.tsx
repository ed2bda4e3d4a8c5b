// A titled card of the back-office (dashboard panels, an order's sections): a landmark named by its title.
import type { ReactNode } from "react";
import { Box, Heading } from "@chakra-ui/react";

export function Panel({ title, headingGap = "2", children }: { title: string; headingGap?: string; children: ReactNode }) {
  return (
    <Box as="section" bg="surface.card" borderWidth="1px" borderRadius="xl" p="4" aria-label={title}>
      <Heading as="h2" fontSize="lg" mb={headingGap}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
