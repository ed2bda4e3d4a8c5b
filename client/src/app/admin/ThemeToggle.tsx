import { IconButton } from "@chakra-ui/react";
import { MoonIcon, SunIcon } from "../../components/ui/admin-icons.tsx";
import { useColorMode } from "./colorMode.ts";

export function ThemeToggle() {
  const { mode, toggle } = useColorMode();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      onClick={toggle}
      aria-label={mode === "dark" ? "Passer au thème clair" : "Passer au thème sombre"}
    >
      {mode === "dark" ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
