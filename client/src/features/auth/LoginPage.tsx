import { useState, type FormEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate, type Location } from "react-router";
import { Alert, Button, Field, Group, Heading, HStack, Input, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { useSession } from "../../lib/auth/session.tsx";
import { errorMessage } from "../../lib/errors.ts";
import { DEFAULT_DIAL_CODE, DIAL_CODES } from "../../lib/phone.ts";
import { PasswordInput } from "../../components/ui/PasswordInput.tsx";
import { isUnverifiedMessage, validateLogin, type LoginMode } from "./validation.ts";
import { UnverifiedNotice } from "./UnverifiedNotice.tsx";
import { Form } from "../../components/ui/Form.tsx";

const LoginMutation = graphql(`
  mutation Login($identifiant: String!, $motDePasse: String!) {
    login(identifiant: $identifiant, motDePasse: $motDePasse) { accessToken refreshToken }
  }
`);

/** Where to go after login: the protected page the visitor was sent away from, else the dashboard. */
function destination(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  if (!from?.pathname.startsWith("/admin") || from.pathname === "/admin/login") return "/admin";
  return `${from.pathname}${from.search}${from.hash}`;
}

export function LoginPage() {
  const [mode, setMode] = useState<LoginMode>("email");
  const [email, setEmail] = useState("");
  const [dialCode, setDialCode] = useState(DEFAULT_DIAL_CODE);
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LoginMutation);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setUnverified(null);
    const checked = validateLogin({ mode, email, dialCode, phone, password });
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    try {
      const { data } = await login({ variables: { identifiant: checked.identifiant, motDePasse: password } });
      if (!data) throw new Error();
      session.signIn(data.login);
      navigate(destination(location), { replace: true });
    } catch (err) {
      const message = errorMessage(err, "Erreur lors de la connexion");
      if (isUnverifiedMessage(message)) setUnverified(checked.identifiant);
      else setError(message);
    }
  }

  return (
    <Form onSubmit={submit} noValidate gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Connexion
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Espace d'administration de la boutique
        </Text>
      </Stack>

      <Group attached w="full" role="group" aria-label="Se connecter avec">
        {(["email", "phone"] as const).map((m) => (
          <Button
            key={m}
            flex="1"
            variant={mode === m ? "solid" : "outline"}
            colorPalette="brand"
            aria-pressed={mode === m}
            onClick={() => {
              setMode(m);
              setError(null);
            }}
          >
            {m === "email" ? "Email" : "Téléphone"}
          </Button>
        ))}
      </Group>

      {mode === "email" ? (
        <Field.Root>
          <Field.Label>Adresse email</Field.Label>
          <Input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="vous@exemple.com"
          />
        </Field.Root>
      ) : (
        <Field.Root>
          <Field.Label>Numéro de téléphone</Field.Label>
          <HStack w="full" gap="2">
            <NativeSelect.Root w="9rem" flexShrink={0}>
              <NativeSelect.Field aria-label="Indicatif" value={dialCode} onChange={(e) => setDialCode(e.target.value)}>
                {DIAL_CODES.map((d) => (
                  <option key={d.code} value={d.code}>
                    {d.flag} {d.code}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              aria-label="Numéro de téléphone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              placeholder="77 000 00 00"
            />
          </HStack>
        </Field.Root>
      )}

      <Field.Root>
        <Field.Label>Mot de passe</Field.Label>
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field.Root>

      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {unverified && <UnverifiedNotice identifiant={unverified} />}

      <Button type="submit" colorPalette="brand" loading={loading} loadingText="Connexion...">
        Se connecter
      </Button>

      <HStack justify="space-between" wrap="wrap" textStyle="sm">
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/forgot-password">Mot de passe oublié ?</RouterLink>
        </Link>
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/verification">Renvoyer la vérification</RouterLink>
        </Link>
      </HStack>
    </Form>
  );
}
