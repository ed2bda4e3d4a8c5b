import { NavLink } from "react-router";
import { Badge, Box, Button, Flex, Heading, IconButton, Stack, Text } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { useQuery } from "@apollo/client/react";
import { BoxIcon, CartIcon, HomeIcon, LogoutIcon, SettingsIcon, TagIcon, UserIcon, UsersIcon } from "../../components/ui/admin-icons.tsx";
import { useSession } from "../../lib/auth/session.tsx";
import { CommandesNouvellesQuery } from "../../features/admin-orders/queries.ts";

/** How often the count of new orders is asked again (while the tab is visible). */
const NEW_ORDERS_POLL_MS = 10_000;

interface Item {
  to: string;
  label: string;
  icon: ComponentType;
  end?: boolean;
  count?: boolean;
}
const ITEMS: Item[] = [
  { to: "/admin", label: "Overview", icon: HomeIcon, end: true },
  { to: "/admin/commandes", label: "Commandes", icon: CartIcon, count: true },
  { to: "/admin/categories", label: "Catégories", icon: TagIcon },
  { to: "/admin/produits", label: "Produits", icon: BoxIcon },
  { to: "/admin/compte", label: "Mon compte", icon: UserIcon },
];
const SUPER_ADMIN_ITEMS: Item[] = [
  { to: "/admin/utilisateurs", label: "Utilisateurs", icon: UsersIcon },
  { to: "/admin/parametres", label: "Paramètres", icon: SettingsIcon },
];

/** The sidebar's content, shared by the desktop column (expanded or icons only) and the mobile panel. */
export function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { user, isSuperAdmin, signOut } = useSession();
  const items = isSuperAdmin ? [...ITEMS, ...SUPER_ADMIN_ITEMS] : ITEMS;
  const { data } = useQuery(CommandesNouvellesQuery, { pollInterval: NEW_ORDERS_POLL_MS, skipPollAttempt: () => document.hidden });
  const fresh = data?.commandesNouvelles ?? 0;
  return (
    <Flex direction="column" h="full" gap="4">
      {!collapsed && (
        <Heading as="p" size="md" fontFamily="heading" color="brand.fg" px="3" pt="1">
          Boutique en Ligne
        </Heading>
      )}
      <Stack as="nav" aria-label="Menu d'administration" gap="1" flex="1">
        {items.map(({ to, label, icon: Icon, end, count }) => (
          <Box
            asChild
            key={to}
            display="flex"
            alignItems="center"
            gap="3"
            px={collapsed ? "0" : "3"}
            h="10"
            borderRadius="md"
            justifyContent={collapsed ? "center" : "start"}
            color="fg.muted"
            fontWeight="medium"
            textStyle="sm"
            _hover={{ bg: "bg.muted", color: "fg" }}
            css={{ "&[aria-current=page]": { bg: "brand.muted", color: "brand.fg" } }}
          >
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              aria-label={collapsed ? (count && fresh ? `${label} (${fresh} nouvelle${fresh > 1 ? "s" : ""})` : label) : undefined}
              title={collapsed ? label : undefined}
            >
              <Box position="relative" display="inline-flex">
                <Icon />
                {count && fresh > 0 && collapsed && (
                  <Box position="absolute" top="-1" right="-1" boxSize="2" borderRadius="full" bg="accent.solid" />
                )}
              </Box>
              {!collapsed && <span>{label}</span>}
              {!collapsed && count && fresh > 0 && (
                <Badge ms="auto" size="sm" bg="accent.solid" color="accent.contrast" data-testid="new-orders-count">
                  {fresh > 99 ? "99+" : fresh}
                </Badge>
              )}
            </NavLink>
          </Box>
        ))}
      </Stack>
      <Stack gap="2" borderTopWidth="1px" pt="3">
        {!collapsed && user && (
          <Box px="3">
            <Text fontWeight="semibold" textStyle="sm" truncate>
              {user.nomComplet}
            </Text>
            <Badge size="sm" colorPalette={isSuperAdmin ? "purple" : "gray"}>
              {isSuperAdmin ? "Super Admin" : "Admin"}
            </Badge>
          </Box>
        )}
        {collapsed ? (
          <IconButton variant="ghost" aria-label="Déconnexion" title="Déconnexion" onClick={signOut}>
            <LogoutIcon />
          </IconButton>
        ) : (
          <Button variant="ghost" justifyContent="start" onClick={signOut}>
            <LogoutIcon /> Déconnexion
          </Button>
        )}
      </Stack>
    </Flex>
  );
}
