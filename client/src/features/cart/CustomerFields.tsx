// The shopper's optional details (decision 072): remembered in this browser, put into the message
// and the record when filled and valid; a field typed wrong says why in French and is left out.
import { useState, type ChangeEvent } from "react";
import { Field, Heading, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { CUSTOMER_LIMITS, customerErrors, type CustomerInput } from "../../lib/order.ts";

interface Props {
  value: CustomerInput;
  onChange(next: CustomerInput): void;
}

export function CustomerFields({ value, onChange }: Props) {
  const [touched, setTouched] = useState<Partial<Record<keyof CustomerInput, boolean>>>({});
  const errors = customerErrors(value);
  const shown = (k: keyof CustomerInput) => (touched[k] ? errors[k] : undefined);
  const set = (k: keyof CustomerInput) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange({ ...value, [k]: e.target.value });
  const blur = (k: keyof CustomerInput) => () => setTouched((t) => ({ ...t, [k]: true }));
  return (
    <Stack as="fieldset" gap="3" data-testid="customer-fields">
      <Heading as="legend" fontSize="md" fontFamily="body" mb="1">
        Vos coordonnées{" "}
        <Text as="span" fontWeight="normal" color="fg.muted">
          (facultatif)
        </Text>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Elles sont ajoutées au message et gardées sur cet appareil pour vos prochaines commandes.
      </Text>
      <Field.Root invalid={!!shown("nom")}>
        <Field.Label>Nom</Field.Label>
        <Input
          value={value.nom}
          onChange={set("nom")}
          onBlur={blur("nom")}
          autoComplete="name"
          maxLength={CUSTOMER_LIMITS.nom + 20}
          minH="11"
        />
        <Field.ErrorText>{shown("nom")}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!shown("telephone")}>
        <Field.Label>Téléphone</Field.Label>
        <Input
          type="tel"
          inputMode="tel"
          value={value.telephone}
          onChange={set("telephone")}
          onBlur={blur("telephone")}
          autoComplete="tel"
          placeholder="+221 77 123 45 67"
          maxLength={30}
          minH="11"
        />
        <Field.ErrorText>{shown("telephone")}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Zone de livraison</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.zone} onChange={set("zone")} minH="11">
            <option value="">Non précisée</option>
            <option value="dakar">Dakar</option>
            <option value="regions">Autres régions</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={!!shown("adresse")}>
        <Field.Label>Adresse de livraison</Field.Label>
        <Textarea
          value={value.adresse}
          onChange={set("adresse")}
          onBlur={blur("adresse")}
          autoComplete="street-address"
          rows={2}
          maxLength={CUSTOMER_LIMITS.adresse + 50}
        />
        <Field.ErrorText>{shown("adresse")}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
