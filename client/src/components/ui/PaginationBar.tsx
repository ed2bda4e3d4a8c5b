import { Fragment, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Button, HStack, Text, type ButtonProps } from "@chakra-ui/react";
import { pageWindow } from "../../lib/pagination.ts";

interface Props {
  current: number;
  pages: number;
  onPage?: (page: number) => void;
  href?: (page: number) => string;
}

/** With `href` (the storefront) every other page is a real link: it works before the code and
 * without it (decision 065). Without (the back-office), buttons calling `onPage`. */
export function PaginationBar({ current, pages, onPage, href }: Props) {
  if (pages <= 1) return null;
  const control = (page: number, label: ReactNode, props: ButtonProps) => {
    const exists = page >= 1 && page <= pages;
    if (href && exists && page !== current)
      return (
        <Button asChild {...props}>
          <RouterLink to={href(page)}>{label}</RouterLink>
        </Button>
      );
    return (
      <Button {...props} disabled={!exists} onClick={() => onPage?.(page)}>
        {label}
      </Button>
    );
  };
  const edge: ButtonProps = { size: "sm", minH: "11", variant: "outline" };
  return (
    <HStack as="nav" aria-label="Pagination" gap="1" justify="center" flexWrap="wrap" py="4">
      {control(current - 1, "Précédent", edge)}
      {pageWindow(current, pages).map((item) =>
        typeof item === "number" ? (
          <Fragment key={item}>
            {control(item, item, {
              size: "sm",
              minH: "11",
              minW: "11",
              variant: item === current ? "solid" : "ghost",
              bg: item === current ? "brand.solid" : undefined,
              color: item === current ? "brand.contrast" : undefined,
              "aria-current": item === current ? "page" : undefined,
            })}
          </Fragment>
        ) : (
          <Text key={item} px="1" aria-hidden="true">
            …
          </Text>
        ),
      )}
      {control(current + 1, "Suivant", edge)}
    </HStack>
  );
}
