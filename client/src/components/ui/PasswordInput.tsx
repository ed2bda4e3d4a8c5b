import { useState } from "react";
import { IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { EyeIcon, EyeOffIcon } from "./admin-icons.tsx";

/** A password field with a show/hide button (SPEC §2 login, reused by every password form). */
export function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? "Masquer le mot de passe" : "Afficher le mot de passe"}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input type={visible ? "text" : "password"} {...props} />
    </InputGroup>
  );
}
