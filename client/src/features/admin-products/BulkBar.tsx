import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Box, Button, Flex, Menu, Portal, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import type { ProductBulkFilter } from "../../gql/graphql";
import { adminToaster, toastError } from "../../components/ui/admin-toaster.tsx";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { errorMessage } from "../../lib/errors.ts";
import { forgetCatalogueLists } from "../../lib/catalogue-cache.ts";
import { bulkResultMessage } from "../../../../contract/product-bulk.ts";
import { BULK_CHOICES, countLabel, type BulkChoice } from "./bulk-choices.ts";
import { BULK_LIMIT } from "../../../../contract/product-bulk.ts";
import { BulkFields, checkBulkFields, EMPTY_FIELDS, type BulkFieldValues } from "./BulkFields.tsx";
import type { BulkSelection } from "./useBulkSelection.ts";

const ProductBulkMutation = graphql(`
  mutation AdminProductBulk($input: ProductBulkInput!) {
    modifierProduitsEnLot(input: $input) { action nombre restentEnRupture }
  }
`);

/** The bar under a selection (decision 093): how many are chosen, the changes, a confirmation
 * naming how many, then a notice; the lists are fetched again. `total`: the filter's results. */
export function BulkBar(props: { selection: BulkSelection; total: number; filter: ProductBulkFilter; pageIds: string[] }) {
  const { selection, total, filter } = props;
  const [choice, setChoice] = useState<BulkChoice | null>(null);
  const [fields, setFields] = useState<BulkFieldValues>(EMPTY_FIELDS);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ProductBulkMutation);
  const count = selection.allResults ? total : selection.ids.size;
  if (count === 0) return null;

  const open = (c: BulkChoice) => {
    setChoice(c);
    setFields(EMPTY_FIELDS);
    setFieldError(null);
  };
  async function confirm() {
    if (!choice) return;
    const checked = checkBulkFields(choice, fields);
    if (checked.error !== undefined) {
      setFieldError(checked.error);
      return;
    }
    try {
      const { data } = await send({
        variables: {
          input: {
            ...(selection.allResults ? { filtre: filter } : { ids: [...selection.ids] }),
            action: choice.action,
            ...choice.input,
            ...checked.input,
          },
        },
        update: (cache) => forgetCatalogueLists(cache),
      });
      if (data)
        adminToaster.create({ type: "success", title: "Modification groupée", description: bulkResultMessage(data.modifierProduitsEnLot) });
      setChoice(null);
      selection.clear();
    } catch (err) {
      toastError(errorMessage(err, "La modification groupée a échoué"));
    }
  }

  const changes = BULK_CHOICES.filter((c) => c.action !== "supprimer");
  const removal = BULK_CHOICES.find((c) => c.action === "supprimer")!;
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="surface.card"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      p="3"
      role="region"
      aria-label="Sélection"
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold" me="auto" aria-live="polite" data-testid="bulk-count">
          {selection.allResults
            ? `Les ${countLabel(count)} du filtre sélectionnés`
            : `${countLabel(count)} sélectionné${count > 1 ? "s" : ""}`}
        </Text>
        <AllResults selection={selection} total={total} pageIds={props.pageIds} />
        {/* Each item opens its own change (see ActionsMenu: the root's onSelect can lose the tap). */}
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button colorPalette="brand" minH="11">
              Modifier la sélection
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="56">
                {changes.map((c) => (
                  <Menu.Item key={c.value} value={c.value} minH="11" onClick={() => open(c)}>
                    {c.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Button variant="outline" colorPalette="red" minH="11" onClick={() => open(removal)}>
          Supprimer
        </Button>
        <Button variant="ghost" minH="11" onClick={selection.clear}>
          Désélectionner
        </Button>
      </Flex>
      <ConfirmDialog
        open={choice !== null}
        title={choice?.title(count) ?? ""}
        description={choice?.description(count) ?? ""}
        confirmLabel={choice?.confirmLabel ?? ""}
        destructive={choice?.action === "supprimer"}
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => setChoice(null)}
      >
        {choice && (
          <BulkFields
            choice={choice}
            values={fields}
            error={fieldError}
            onChange={(v) => {
              setFields(v);
              setFieldError(null);
            }}
          />
        )}
      </ConfirmDialog>
    </Box>
  );
}

/** Past a wholly chosen page: every result of the filter, up to what one change covers. */
function AllResults({ selection, total, pageIds }: { selection: BulkSelection; total: number; pageIds: string[] }) {
  const wholePage = pageIds.every((id) => selection.ids.has(id));
  if (selection.allResults || !wholePage || total <= pageIds.length) return null;
  if (total > BULK_LIMIT)
    return (
      <Text fontSize="sm" color="fg.muted">
        Au-delà de {BULK_LIMIT} produits, affinez le filtre pour tout modifier d'un coup.
      </Text>
    );
  return (
    <Button
      variant="plain"
      color="brand.700"
      _dark={{ color: "brand.300" }}
      textDecoration="underline"
      minH="11"
      onClick={selection.selectAllResults}
    >
      Sélectionner les {total} résultats du filtre
    </Button>
  );
}
