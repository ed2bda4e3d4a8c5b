import { useState } from "react";
import { Accordion, Button, Container, Flex, Heading, Input, Text } from "@chakra-ui/react";
import { EmptyState } from "../../components/ui/States.tsx";
import { useShop } from "../../lib/shop-context.tsx";
import { FAQ_CATEGORIES, faqFor, filterFaq, type FaqCategory } from "./faq-data.ts";

const TABS = ["Toutes", ...FAQ_CATEGORIES] as const;

export default function FaqPage() {
  const [search, setSearch] = useState("");
  const [tab, setTab] = useState<FaqCategory | "Toutes">("Toutes");
  const { shop } = useShop();
  const entries = filterFaq(faqFor(shop), search, tab);
  return (
    <Container maxW="4xl" py="4">
      <Heading as="h1" fontFamily="heading" fontSize={{ base: "2xl", md: "3xl" }} color="brand.fg">
        Questions fréquentes
      </Heading>
      <Input
        mt="4"
        h="12"
        bg="surface.card"
        type="search"
        placeholder="Rechercher une question…"
        aria-label="Rechercher une question"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Flex gap="2" mt="4" flexWrap="wrap" role="group" aria-label="Catégories de questions">
        {TABS.map((t) => (
          <Button
            key={t}
            size="sm"
            minH="11"
            borderRadius="full"
            aria-pressed={t === tab}
            variant={t === tab ? "solid" : "outline"}
            bg={t === tab ? "brand.solid" : undefined}
            color={t === tab ? "brand.contrast" : undefined}
            onClick={() => setTab(t)}
          >
            {t}
          </Button>
        ))}
      </Flex>
      {entries.length === 0 ? (
        <EmptyState title="Aucune question trouvée" />
      ) : (
        <Accordion.Root collapsible mt="4" bg="surface.card" borderRadius="lg" px="4">
          {entries.map((e) => (
            <Accordion.Item key={e.id} value={String(e.id)}>
              <Accordion.ItemTrigger minH="12" fontWeight="semibold" textAlign="start">
                {e.question}
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Text>{e.answer}</Text>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </Container>
  );
}
