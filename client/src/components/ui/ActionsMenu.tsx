import { IconButton, Menu, Portal } from "@chakra-ui/react";

export interface MenuAction {
  value: string;
  label: string;
  destructive?: boolean;
}

/** A card's '⋮' menu of actions, named after what it acts on ('Actions pour {name}'). */
export function ActionsMenu({ name, actions, onSelect }: { name: string; actions: MenuAction[]; onSelect(value: string): void }) {
  return (
    <Menu.Root onSelect={({ value }) => onSelect(value)} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Actions pour ${name}`} variant="ghost" minW="11" minH="11" fontSize="xl">
          ⋮
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {actions.map((a) => (
              <Menu.Item
                key={a.value}
                value={a.value}
                minH="11"
                {...(a.destructive ? { color: "red.700", _dark: { color: "red.300" } } : {})}
              >
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
