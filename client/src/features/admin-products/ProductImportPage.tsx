// /admin/produits/import (issue 29 item 4, decision 094): the seller checks a CSV (or a ZIP of it and
// its photos) and sees, line by line, what it would create or modify and every error; nothing is
// written until she confirms, and then every line is, or none.
import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Box, Button, chakra, Field, Flex, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";
import { toastError, toastSuccess } from "../../components/ui/admin-toaster.tsx";
import { Form } from "../../components/ui/Form.tsx";
import { LoadingStatus } from "../../components/ui/States.tsx";
import { IMPORT_FILE_BYTES } from "../../../../contract/product-csv.ts";
import { ImportColumnsHelp } from "./ImportColumnsHelp.tsx";
import { ERROR_TEXT, ImportLines } from "./ImportLines.tsx";

export const ProductImportPage_plan = graphql(`
  fragment ProductImportPage_plan on ProductImport {
    empreinte importe lignes aCreer aModifier lignesEnErreur lignesNonAffichees
    detail { ligne action nom erreurs { ligne colonne message } }
  }
`);
const CheckImportMutation = graphql(`
  mutation CheckProductImport($fichier: File!) { verifierImportProduits(fichier: $fichier) { ...ProductImportPage_plan } }
`);
const ConfirmImportMutation = graphql(`
  mutation ConfirmProductImport($fichier: File!, $empreinte: String!) {
    importerProduits(fichier: $fichier, empreinte: $empreinte) { ...ProductImportPage_plan }
  }
`);

const FILE_INPUT_ID = "fichier-import";
const ACCEPT = ".csv,.zip,text/csv,application/zip";
const MAX_MB = IMPORT_FILE_BYTES / 1024 / 1024;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString("fr-FR")} ${n > 1 ? many : one}`;

function Counts({ plan }: { plan: { lignes: number; aCreer: number; aModifier: number; lignesEnErreur: number } }) {
  const cells: [string, number][] = [
    ["Lignes", plan.lignes],
    ["À créer", plan.aCreer],
    ["À modifier", plan.aModifier],
    ["En erreur", plan.lignesEnErreur],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
      {cells.map(([label, value]) => (
        <Box key={label} bg="surface.card" borderWidth="1px" borderRadius="lg" p="3">
          <Text as="dt" textStyle="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" textStyle="xl" fontWeight="bold" color={label === "En erreur" && value > 0 ? ERROR_TEXT : undefined}>
            {value.toLocaleString("fr-FR")}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

type Plan = FragmentType<typeof ProductImportPage_plan>;

/** What the check found, and the confirm when nothing is in the way. */
function PlanView({ plan: planRef, busy, onConfirm }: { plan: Plan; busy: boolean; onConfirm(): void }) {
  const plan = getFragmentData(ProductImportPage_plan, planRef);
  const total = plan.aCreer + plan.aModifier;
  return (
    <Stack gap="4" aria-label="Résultat de la vérification" role="region">
      <Heading as="h2" size="lg">
        {plan.importe ? "Import terminé" : "Vérification du fichier"}
      </Heading>
      <Counts plan={plan} />
      {plan.importe ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            Import terminé : {plural(plan.aCreer, "produit créé", "produits créés")},{" "}
            {plural(plan.aModifier, "produit modifié", "produits modifiés")}.
          </Alert.Title>
        </Alert.Root>
      ) : plan.lignesEnErreur > 0 ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {plural(plan.lignesEnErreur, "ligne a une erreur", "lignes ont des erreurs")} : corrigez le fichier puis vérifiez-le de nouveau.
            Rien n'a été importé.
          </Alert.Title>
        </Alert.Root>
      ) : total === 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Le fichier ne contient aucune ligne de produit.</Alert.Title>
        </Alert.Root>
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Rien n'est encore écrit : l'import crée et modifie toutes ces lignes en une fois, ou aucune.</Alert.Title>
        </Alert.Root>
      )}
      {!plan.importe && (
        <Button
          colorPalette="brand"
          alignSelf="start"
          minH="11"
          disabled={plan.lignesEnErreur > 0 || total === 0}
          loading={busy}
          onClick={onConfirm}
        >
          Importer {plural(total, "produit", "produits")}
        </Button>
      )}
      {plan.importe && (
        <Button asChild variant="outline" alignSelf="start" minH="11">
          <RouterLink to="/admin/produits">Voir les produits</RouterLink>
        </Button>
      )}
      <ImportLines lines={plan.detail} hidden={plan.lignesNonAffichees} />
    </Stack>
  );
}

export function ProductImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [check, checking] = useMutation(CheckImportMutation);
  const [confirm, confirming] = useMutation(ConfirmImportMutation, { refetchQueries: ["AdminProductList"] });

  function choose(next: File | null) {
    setFile(next);
    setPlan(null); // a plan is only ever the one of the file shown
    setError(next && next.size > IMPORT_FILE_BYTES ? `Le fichier à importer dépasse ${MAX_MB} Mo.` : null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError("Choisissez un fichier CSV ou ZIP à vérifier.");
    if (file.size > IMPORT_FILE_BYTES) return;
    setPlan(null);
    try {
      const { data } = await check({ variables: { fichier: file } });
      if (data) setPlan(data.verifierImportProduits);
    } catch (err) {
      setError(errorMessage(err, "Le fichier n'a pas pu être vérifié"));
    }
  }

  async function onConfirm() {
    const empreinte = plan && getFragmentData(ProductImportPage_plan, plan).empreinte;
    if (!file || !empreinte) return;
    try {
      const { data } = await confirm({ variables: { fichier: file, empreinte } });
      if (!data) return;
      setPlan(data.importerProduits);
      const done = getFragmentData(ProductImportPage_plan, data.importerProduits);
      if (done.importe) toastSuccess("Import terminé.");
      else toastError("Le fichier a des erreurs : rien n'a été importé.");
    } catch (err) {
      toastError(errorMessage(err, "L'import n'a pas pu être fait : rien n'a été écrit"));
    }
  }

  return (
    <Stack gap="5" maxW="5xl">
      <Box>
        <Heading as="h1" size="2xl">
          Importer des produits
        </Heading>
        <Text color="fg.muted">Un fichier CSV (ou un ZIP du CSV et de ses photos) : vérifié d'abord, importé quand vous confirmez.</Text>
      </Box>
      <ImportColumnsHelp />
      <Form onSubmit={submit} noValidate gap="4" bg="surface.card" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "6" }}>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label htmlFor={FILE_INPUT_ID}>Fichier CSV ou ZIP</Field.Label>
          <chakra.input
            id={FILE_INPUT_ID}
            type="file"
            accept={ACCEPT}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            fontSize="sm"
            py="2"
            minH="11"
            w="full"
          />
          <Field.HelperText>{MAX_MB} Mo au plus · 10 000 lignes au plus</Field.HelperText>
        </Field.Root>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" minH="11" loading={checking.loading} loadingText="Vérification…">
            Vérifier le fichier
          </Button>
          <Link asChild color="brand.fg" alignSelf="center">
            <RouterLink to="/admin/produits">Retour aux produits</RouterLink>
          </Link>
        </Flex>
      </Form>
      {checking.loading && <LoadingStatus label="Vérification du fichier…" />}
      {plan && <PlanView plan={plan} busy={confirming.loading} onConfirm={onConfirm} />}
    </Stack>
  );
}
