// The list's controls, laid out once for desktop (a bar) and once for phones (sort + 'Filtres').
import { Box, chakra, Flex, IconButton, NativeSelect } from "@chakra-ui/react";
import { GridIcon, ListIcon } from "../../components/ui/icons.tsx";
import { PriceFilter } from "./PriceFilter.tsx";
import { DEFAULT_SORT, PAGE_SIZES, SORTS, type useListParams } from "./useListParams.ts";

export type ListState = ReturnType<typeof useListParams>;

export function SortSelect({ list, width = "44" }: { list: ListState; width?: string }) {
  return (
    <Box flex={width === "full" ? "1" : undefined}>
      <chakra.label htmlFor="tri" fontSize="sm" display="block">
        Trier par
      </chakra.label>
      <NativeSelect.Root w={width} bg="surface.card">
        <NativeSelect.Field
          id="tri"
          h="11"
          value={list.sortBy}
          onChange={(e) => list.update({ sortBy: e.target.value === DEFAULT_SORT ? null : e.target.value })}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

export function PageSizeSelect({ list }: { list: ListState }) {
  return (
    <Box>
      <chakra.label htmlFor="par-page" fontSize="sm" display="block">
        Par page
      </chakra.label>
      <NativeSelect.Root w="24" bg="surface.card">
        <NativeSelect.Field
          id="par-page"
          h="11"
          value={list.limit}
          onChange={(e) => list.update({ limit: e.target.value === "20" ? null : e.target.value })}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

export function ListPriceFilter({ list, onApplied }: { list: ListState; onApplied?: () => void }) {
  const apply = (minPrice: number | null, maxPrice: number | null) => {
    list.update({ minPrice, maxPrice });
    onApplied?.();
  };
  return <PriceFilter key={`${list.minPrice}-${list.maxPrice}`} min={list.minPrice} max={list.maxPrice} onApply={apply} />;
}

/** 'Taille': the sizes of the category's products (none: no filter), kept in the URL. */
export function SizeSelect({ list, sizes, onApplied }: { list: ListState; sizes: readonly string[]; onApplied?: () => void }) {
  // A size from a shared link that the list no longer has stays shown, so it can be removed.
  const shown = list.size && !sizes.includes(list.size) ? [list.size, ...sizes] : sizes;
  if (shown.length === 0) return null;
  return (
    <Box>
      <chakra.label htmlFor="taille" fontSize="sm" display="block">
        Taille
      </chakra.label>
      <NativeSelect.Root w="40" bg="surface.card">
        <NativeSelect.Field
          id="taille"
          h="11"
          value={list.size ?? ""}
          onChange={(e) => {
            list.update({ taille: e.target.value || null });
            onApplied?.();
          }}
        >
          <option value="">Toutes les tailles</option>
          {shown.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

/** What the 'Filtres' sheet holds and a shopper may have set: each price bound and the size. */
export const activeFilterCount = (list: ListState) =>
  Number(list.minPrice !== null) + Number(list.maxPrice !== null) + Number(list.size !== null);

export function ViewToggle({ list }: { list: ListState }) {
  return (
    <Flex gap="1" ms="auto" role="group" aria-label="Affichage">
      <IconButton
        aria-label="Affichage en grille"
        aria-pressed={list.view === "grid"}
        variant={list.view === "grid" ? "solid" : "outline"}
        minW="11"
        minH="11"
        onClick={() => list.update({ vue: null }, false)}
      >
        <GridIcon />
      </IconButton>
      <IconButton
        aria-label="Affichage en liste"
        aria-pressed={list.view === "list"}
        variant={list.view === "list" ? "solid" : "outline"}
        minW="11"
        minH="11"
        onClick={() => list.update({ vue: "liste" }, false)}
      >
        <ListIcon />
      </IconButton>
    </Flex>
  );
}

/** Desktop: every control in one sand bar, as before. */
export function DesktopControls({ list, sizes }: { list: ListState; sizes: readonly string[] }) {
  return (
    <Flex gap="3" align="end" flexWrap="wrap" bg="surface.sand" px="3" py="2" borderRadius="lg">
      <SortSelect list={list} />
      <PageSizeSelect list={list} />
      <SizeSelect list={list} sizes={sizes} />
      <ListPriceFilter list={list} />
      <ViewToggle list={list} />
    </Flex>
  );
}
