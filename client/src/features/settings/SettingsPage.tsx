// /admin/parametres (decision 091): the super admin edits the shop's settings; every field is
// checked by the validator the server uses, its French error shown beside it.
import { useState, type FormEvent } from "react";
import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { SettingsPageQuery } from "../../gql/graphql.ts";
import { errorMessage } from "../../lib/errors.ts";
import { toastError, toastSuccess } from "../../components/ui/admin-toaster.tsx";
import { Form } from "../../components/ui/Form.tsx";
import { LoadingSpinner } from "../../components/ui/States.tsx";
import { checkShopSettings, type ShopSettingsErrors, type ShopSettingsField } from "../../../../contract/shop-settings.ts";

const SettingsPageQueryDoc = graphql(`
  query SettingsPage {
    parametres { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }
  }
`);

const SaveSettingsMutation = graphql(`
  mutation SaveSettings($input: ShopSettingsInput!) {
    modifierParametres(input: $input) { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }
  }
`);

type Saved = SettingsPageQuery["parametres"];
type Draft = Record<ShopSettingsField, string>;

const FIELDS: { name: ShopSettingsField; label: string; help?: string; long?: boolean }[] = [
  { name: "nom", label: "Nom de la boutique" },
  { name: "description", label: "Description courte", help: "Aperçus de liens, application installée", long: true },
  { name: "whatsapp", label: "Numéro WhatsApp des commandes", help: "Format international, ex. 221771234567" },
  { name: "facebook", label: "Page Facebook", help: "https://www.facebook.com/… ; vide pour ne pas l'afficher" },
  { name: "instagram", label: "Compte Instagram", help: "https://www.instagram.com/…" },
  { name: "tiktok", label: "Compte TikTok", help: "https://www.tiktok.com/@…" },
  { name: "dakarPrix", label: "Prix de livraison à Dakar (FCFA)" },
  { name: "dakarDelai", label: "Délai de livraison à Dakar", help: "ex. 24 h" },
  { name: "regionsDelai", label: "Délai de livraison en régions", help: "ex. 2 à 4 jours" },
  {
    name: "jourMemeAvant",
    label: "Livraison le jour même à Dakar avant",
    help: "Heure limite de commande, ex. 15h ; vide : pas de livraison le jour même",
  },
  { name: "horaires", label: "Horaires du service client", help: "ex. 7 j/7, de 8 h à 20 h" },
];

const draftOf = (s: Saved): Draft => ({ ...s, dakarPrix: String(s.dakarPrix) });

function SettingsForm({ saved }: { saved: Saved }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [version, setVersion] = useState(saved.version);
  const [errors, setErrors] = useState<ShopSettingsErrors>({});
  const [save, { loading }] = useMutation(SaveSettingsMutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkShopSettings(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      const { data } = await save({ variables: { input: { ...checked.value, version } } });
      if (data) {
        setDraft(draftOf(data.modifierParametres));
        setVersion(data.modifierParametres.version);
      }
      toastSuccess("Paramètres enregistrés : la boutique les affiche dès maintenant.");
    } catch (err) {
      toastError(errorMessage(err, "Erreur lors de l'enregistrement des paramètres"));
    }
  }

  return (
    <Form onSubmit={submit} noValidate gap="4" bg="surface.card" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "6" }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {FIELDS.map((f) => (
          <Field.Root key={f.name} invalid={Boolean(errors[f.name])} gridColumn={f.long ? { md: "span 2" } : undefined}>
            <Field.Label>{f.label}</Field.Label>
            {f.long ? (
              <Textarea value={draft[f.name]} onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })} />
            ) : (
              <Input
                name={f.name}
                inputMode={f.name === "whatsapp" || f.name === "dakarPrix" ? "numeric" : undefined}
                value={draft[f.name]}
                onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
              />
            )}
            {errors[f.name] ? <Field.ErrorText>{errors[f.name]}</Field.ErrorText> : f.help && <Field.HelperText>{f.help}</Field.HelperText>}
          </Field.Root>
        ))}
      </SimpleGrid>
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading}>
        Enregistrer
      </Button>
    </Form>
  );
}

export function SettingsPage() {
  const { data, error } = useQuery(SettingsPageQueryDoc, { fetchPolicy: "network-only" });
  return (
    <Stack gap="5" maxW="4xl">
      <Box>
        <Heading as="h1" size="2xl">
          Paramètres
        </Heading>
        <Text color="fg.muted">
          Ce que la boutique affiche d'elle-même : commandes WhatsApp, pied de page, FAQ, livraison, aperçus de liens.
        </Text>
      </Box>
      {error ? (
        <Text color="fg.error">{errorMessage(error, "Paramètres indisponibles")}</Text>
      ) : data ? (
        <SettingsForm saved={data.parametres} />
      ) : (
        <LoadingSpinner minH="40vh" />
      )}
    </Stack>
  );
}
