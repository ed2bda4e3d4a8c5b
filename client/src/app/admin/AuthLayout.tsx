import { Outlet } from "react-router";
import { Box, Flex, Heading, Stack } from "@chakra-ui/react";
import { ThemeToggle } from "./ThemeToggle.tsx";

/** Login, forgotten password, reset and verification pages: one card, with the theme toggle. */
export function AuthLayout() {
  return (
    <Flex minH="100dvh" direction="column" align="center" justify="center" p="4" bg="surface.page">
      <Box position="fixed" top="3" right="3">
        <ThemeToggle />
      </Box>
      <Stack w="full" maxW="md" gap="6">
        <Heading as="p" textAlign="center" fontFamily="heading" size="2xl" color="brand.fg">
          Boutique en Ligne
        </Heading>
        <Box as="main" bg="surface.card" borderWidth="1px" borderRadius="xl" p={{ base: "5", md: "8" }} shadow="sm">
          <Outlet />
        </Box>
      </Stack>
    </Flex>
  );
}
