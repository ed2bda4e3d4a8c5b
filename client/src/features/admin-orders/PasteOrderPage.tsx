// /admin/commandes/depuis-message (decision 072): a WhatsApp order message pasted by the seller, for
// the order whose record never arrived; the server matches its lines by the product links in it
// and names the lines it could not match (shown, never guessed).
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useMutation } from "@apollo/client/react";
import { Alert, Box, Button, Field, Heading, List, Stack, Text, Textarea } from "@chakra-ui/react";
import { errorMessage } from "../../lib/errors.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { formatOrderReference } from "../../../../contract/order-reference.ts";
import { getFragmentData } from "../../gql";
import { Form } from "../../components/ui/Form.tsx";
import { CommandeDetailFields, CommandesNouvellesQuery, DepuisMessageMutation } from "./queries.ts";

export const MAX_MESSAGE_LENGTH = 20_000;

export function PasteOrderPage() {
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [record, { data, loading }] = useMutation(DepuisMessageMutation, { refetchQueries: [CommandesNouvellesQuery] });
  const result = data?.enregistrerCommandeDepuisMessage;
  const order = result ? getFragmentData(CommandeDetailFields, result.commande) : null;
  const submit = async () => {
    setProblem(null);
    if (!message.trim()) {
      setProblem("Collez le message de commande reçu sur WhatsApp.");
      return;
    }
    if (message.length > MAX_MESSAGE_LENGTH) {
      setProblem(`Le message ne peut pas dépasser ${MAX_MESSAGE_LENGTH.toLocaleString("fr-FR")} caractères.`);
      return;
    }
    try {
      await record({ variables: { message } });
    } catch (e) {
      setProblem(errorMessage(e, "Impossible d'enregistrer la commande depuis ce message"));
    }
  };
  return (
    <Stack gap="5" maxW="3xl">
      <Box>
        <Heading as="h1" size="2xl">
          Enregistrer depuis un message
        </Heading>
        <Text color="fg.muted">
          Collez une commande reçue sur WhatsApp dont l'enregistrement n'est pas arrivé : les articles sont retrouvés grâce aux liens des
          produits.
        </Text>
      </Box>
      <Form
        noValidate
        gap="3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field.Root invalid={!!problem}>
          <Field.Label>Message de commande</Field.Label>
          <Textarea
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={12}
            fontFamily="mono"
            fontSize="sm"
            placeholder={"Bonjour Boutique en Ligne, je souhaite commander :\nCommande n° K7M2-QX9P\n…"}
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" minH="11" alignSelf="start" loading={loading} loadingText="Enregistrement…">
          Enregistrer la commande
        </Button>
      </Form>
      {order && result && (
        <Alert.Root status="success" role="status" data-testid="paste-result">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Commande {formatOrderReference(order.reference)} enregistrée</Alert.Title>
            <Alert.Description>
              <Stack gap="2">
                <Text>
                  {order.nombreArticles} article{order.nombreArticles > 1 ? "s" : ""} · {formatFCFA(order.total)}
                </Text>
                {result.nonReconnues.length > 0 && (
                  <Box data-testid="unmatched-lines">
                    <Text fontWeight="semibold">Lignes non reconnues (à vérifier avec le client) :</Text>
                    <List.Root ps="5">
                      {result.nonReconnues.map((l, i) => (
                        <List.Item key={i}>{l}</List.Item>
                      ))}
                    </List.Root>
                  </Box>
                )}
                <Button asChild size="sm" variant="outline" alignSelf="start" minH="11">
                  <RouterLink to={`/admin/commandes/${formatOrderReference(order.reference)}`}>Voir la commande</RouterLink>
                </Button>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
