import { IconButton, Menu, Portal } from "@chakra-ui/react";

export interface MenuAction {
  value: string;
  label: string;
  destructive?: boolean;
}

/** A card's '⋮' menu of actions, named after what it acts on ('Actions pour {name}'). `dense`: a
 * table row's, 32 px from the tablet up (WCAG's 24 px target; a finger on a phone keeps 44). */
// Each item acts on its own click (Enter clicks the highlighted item, so keys do too), not through
// the root's onSelect: Zag's onSelect acts on the highlighted item, not the clicked one, and does
// nothing when none is highlighted (a pointer leave clears it). CI saw a tap on 'Dupliquer' and one on
// 'Appliquer une promotion…' close their menu and do nothing.
export function ActionsMenu({
  name,
  actions,
  onSelect,
  dense = false,
}: {
  name: string;
  actions: MenuAction[];
  onSelect(value: string): void;
  dense?: boolean;
}) {
  const size = dense ? { base: "11", md: "8" } : "11";
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Actions pour ${name}`} variant="ghost" minW={size} minH={size} h={dense ? size : undefined} fontSize="xl">
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
                onClick={() => onSelect(a.value)}
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
