import { NavLink } from "react-router";
import { Badge, Box, Button, Flex, Heading, IconButton, Stack, Text } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { BoxIcon, HomeIcon, LogoutIcon, TagIcon, UserIcon, UsersIcon } from "../../components/ui/admin-icons.tsx";
import { useSession } from "../../lib/auth/session.tsx";

interface Item { to: string; label: string; icon: ComponentType; end?: boolean }
const ITEMS: Item[] = [
  { to: "/admin", label: "Overview", icon: HomeIcon, end: true },
  { to: "/admin/categories", label: "Catégories", icon: TagIcon },
  { to: "/admin/produits", label: "Produits", icon: BoxIcon },
  { to: "/admin/compte", label: "Mon compte", icon: UserIcon },
];
const SUPER_ADMIN_ITEMS: Item[] = [{ to: "/admin/utilisateurs", label: "Utilisateurs", icon: UsersIcon }];

/** The sidebar's content, shared by the desktop column (expanded or icons only) and the mobile panel. */
export function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { user, isSuperAdmin, signOut } = useSession();
  const items = isSuperAdmin ? [...ITEMS, ...SUPER_ADMIN_ITEMS] : ITEMS;
  return (
    <Flex direction="column" h="full" gap="4">
      {!collapsed && <Heading as="p" size="md" fontFamily="heading" color="brand.fg" px="3" pt="1">Boutique en Ligne</Heading>}
      <Stack as="nav" aria-label="Menu d'administration" gap="1" flex="1">
        {items.map(({ to, label, icon: Icon, end }) => (
          <Box asChild key={to} display="flex" alignItems="center" gap="3" px={collapsed ? "0" : "3"} h="10" borderRadius="md"
            justifyContent={collapsed ? "center" : "start"} color="fg.muted" fontWeight="medium" textStyle="sm"
            _hover={{ bg: "bg.muted", color: "fg" }} css={{ "&[aria-current=page]": { bg: "brand.muted", color: "brand.fg" } }}>
            <NavLink to={to} end={end} onClick={onNavigate} aria-label={collapsed ? label : undefined} title={collapsed ? label : undefined}>
              <Icon />
              {!collapsed && <span>{label}</span>}
            </NavLink>
          </Box>
        ))}
      </Stack>
      <Stack gap="2" borderTopWidth="1px" pt="3">
        {!collapsed && user && (
          <Box px="3">
            <Text fontWeight="semibold" textStyle="sm" truncate>{user.nomComplet}</Text>
            <Badge size="sm" colorPalette={isSuperAdmin ? "purple" : "gray"}>{isSuperAdmin ? "Super Admin" : "Admin"}</Badge>
          </Box>
        )}
        {collapsed ? (
          <IconButton variant="ghost" aria-label="Déconnexion" title="Déconnexion" onClick={signOut}><LogoutIcon /></IconButton>
        ) : (
          <Button variant="ghost" justifyContent="start" onClick={signOut}><LogoutIcon /> Déconnexion</Button>
        )}
      </Stack>
    </Flex>
  );
}
