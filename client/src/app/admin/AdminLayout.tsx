import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { Link as RouterLink, Outlet, useLocation } from "react-router";
import { Box, Breadcrumb, CloseButton, Drawer, Flex, IconButton, Portal, Text } from "@chakra-ui/react";
import { MenuIcon, PanelIcon } from "../../components/ui/admin-icons.tsx";
import { useSession } from "../../lib/auth/session.tsx";
import { BreadcrumbLabelContext } from "../../lib/breadcrumb-label.tsx";
import { SidebarContent } from "./Sidebar.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { breadcrumbFor } from "./breadcrumb.ts";
import {
  isSidebarShortcut,
  readSidebarExpanded,
  sidebarCookie,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
} from "./sidebarState.ts";

const isMobile = () => window.matchMedia("(max-width: 767px)").matches;

function useSidebar() {
  const [expanded, setExpanded] = useState(() => readSidebarExpanded(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useCallback(() => {
    if (isMobile()) {
      setMobileOpen((o) => !o);
      return;
    }
    setExpanded((e) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the server reads it to draw the sidebar; Cookie Store is not in every browser the shop serves
      document.cookie = sidebarCookie(!e);
      return !e;
    });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isSidebarShortcut(e)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);
  return { expanded, mobileOpen, setMobileOpen, toggle };
}

function Breadcrumbs({ lastLabel }: { lastLabel: string | null }) {
  const { pathname } = useLocation();
  const crumbs = breadcrumbFor(pathname);
  return (
    <Breadcrumb.Root minW="0" flex="1" size="sm">
      <Breadcrumb.List flexWrap="nowrap" minW="0">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          const label = last && lastLabel ? lastLabel : c.label;
          return (
            <Fragment key={c.to}>
              <Breadcrumb.Item minW="0" flexShrink={last ? 1 : 0} hideBelow={!last && i > 0 ? "md" : undefined}>
                {last ? (
                  <Breadcrumb.CurrentLink truncate maxW={{ base: "12rem", md: "24rem" }} title={label}>
                    {label}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={c.to}>{label}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator hideBelow={i > 0 ? "md" : undefined} />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** SPEC §2 admin layout: sidebar, breadcrumb, theme toggle, the screen, the footer. */
export function AdminLayout() {
  const { expanded, mobileOpen, setMobileOpen, toggle } = useSidebar();
  const { revalidate } = useSession();
  const { pathname } = useLocation();
  const [lastLabel, setLastLabel] = useState<string | null>(null);

  // Each navigation asks the server who we are: a blocked admin is logged out on the next click.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: each navigation revalidates
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    revalidate();
  }, [pathname, revalidate]);

  return (
    <BreadcrumbLabelContext value={setLastLabel}>
      <Flex minH="100dvh" bg="surface.page">
        <Box
          as="aside"
          hideBelow="md"
          position="sticky"
          top="0"
          h="100dvh"
          flexShrink={0}
          borderRightWidth="1px"
          bg="surface.card"
          w={expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED}
          transition="width 0.2s"
          p={expanded ? "3" : "1"}
          py="3"
          data-state={expanded ? "expanded" : "collapsed"}
          data-testid="sidebar"
        >
          <SidebarContent collapsed={!expanded} />
        </Box>

        <Flex direction="column" flex="1" minW="0">
          <Flex
            as="header"
            align="center"
            gap="2"
            px={{ base: "3", md: "5" }}
            h="14"
            borderBottomWidth="1px"
            bg="surface.card"
            position="sticky"
            top="0"
            zIndex="docked"
          >
            <IconButton hideFrom="md" variant="ghost" size="sm" aria-label="Ouvrir la navigation" onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
            <IconButton
              hideBelow="md"
              variant="ghost"
              size="sm"
              onClick={toggle}
              aria-expanded={expanded}
              aria-label={expanded ? "Réduire la barre latérale" : "Déplier la barre latérale"}
            >
              <PanelIcon />
            </IconButton>
            <Breadcrumbs lastLabel={lastLabel} />
            <ThemeToggle />
          </Flex>
          <Box as="main" flex="1" p={{ base: "4", md: "6" }} minW="0">
            <Outlet />
          </Box>
          <Text as="footer" textAlign="center" textStyle="xs" color="fg.muted" py="4" borderTopWidth="1px">
            Administration Panel v1.0
          </Text>
        </Flex>

        <Drawer.Root open={mobileOpen} onOpenChange={(e) => setMobileOpen(e.open)} placement="start">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content w={SIDEBAR_WIDTH_MOBILE} maxW="85vw">
                <Drawer.Header>
                  <Drawer.Title>Navigation</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body pb="4">
                  <SidebarContent collapsed={false} onNavigate={() => setMobileOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Fermer la navigation" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </Flex>
    </BreadcrumbLabelContext>
  );
}
