import { useState, type ReactNode } from "react";
import { Box, Button, chakra, Field, Flex, IconButton, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { GridIcon, ListIcon, TableIcon } from "../../components/ui/icons.tsx";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PAGE_SIZES,
  PRICE_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
  SORTS,
  STOCK_FILTERS,
  DRAFT_FILTERS,
  PROMOTION_FILTERS,
  VIEWS,
  parsePrice,
  type ListState,
  type View,
} from "./list-params.ts";
import { useDebouncedUrlField } from "../../lib/useDebouncedUrlField.ts";

type Update = (changes: Record<string, string | number | null>) => void;

const ViewIcon = ({ view }: { view: View }) => (view === "table" ? <TableIcon /> : view === "list" ? <ListIcon /> : <GridIcon />);

function PriceField({ label, name, value, onChange }: { label: string; name: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field.Root w={{ base: "full", sm: "44" }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        name={name}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        bg="surface.card"
        h="11"
        maxLength={20}
      />
    </Field.Root>
  );
}

/** Advanced filters: price bounds in FCFA, applied 800 ms after the last keystroke (SPEC §9). */
function PriceFilters({ list, update }: { list: ListState; update: Update }) {
  const [min, setMin] = useDebouncedUrlField(list.minPrice?.toString() ?? "", PRICE_DEBOUNCE_MS, (t) =>
    update({ minPrice: parsePrice(t) }),
  );
  const [max, setMax] = useDebouncedUrlField(list.maxPrice?.toString() ?? "", PRICE_DEBOUNCE_MS, (t) =>
    update({ maxPrice: parsePrice(t) }),
  );
  return (
    <Flex id="filtres-avances" gap="3" align="end" flexWrap="wrap" bg="surface.card" borderWidth="1px" borderRadius="lg" p="3">
      <PriceField label="Prix minimum (FCFA)" name="minPrice" value={min} onChange={setMin} />
      <PriceField label="Prix maximum (FCFA)" name="maxPrice" value={max} onChange={setMax} />
      <Button variant="outline" minH="11" onClick={() => update({ minPrice: null, maxPrice: null })}>
        Effacer les filtres
      </Button>
    </Flex>
  );
}

function SelectBox({
  id,
  label,
  width,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  width: string;
  value: string | number;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <Box>
      <chakra.label htmlFor={id} fontSize="sm" display="block">
        {label}
      </chakra.label>
      <NativeSelect.Root w={width} bg="surface.card">
        <NativeSelect.Field id={id} h="11" value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

/** Search, sort, page size, stock level, publication, promotion, view and the advanced filters of the admin product list (SPEC §2). */
export function ProductListToolbar({ list, update }: { list: ListState; update: Update }) {
  const [search, setSearch] = useDebouncedUrlField(list.search ?? "", SEARCH_DEBOUNCE_MS, (t) => update({ search: t }));
  const [filtersOpen, setFiltersOpen] = useState(list.minPrice !== null || list.maxPrice !== null);
  return (
    <Stack gap="3">
      <Flex gap="3" align="end" flexWrap="wrap">
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Rechercher des produits..."
          aria-label="Rechercher des produits"
          bg="surface.card"
          h="11"
          flex={{ base: "1 1 100%", md: "1 1 16rem" }}
          maxLength={100}
        />
        <SelectBox
          id="admin-tri"
          label="Trier par"
          width="40"
          value={list.sortBy}
          onChange={(v) => update({ sortBy: v === DEFAULT_SORT ? null : v })}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectBox>
        <SelectBox
          id="admin-par-page"
          label="Par page"
          width="24"
          value={list.limit}
          onChange={(v) => update({ limit: v === String(DEFAULT_PAGE_SIZE) ? null : v })}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectBox>
        <SelectBox id="admin-stock" label="Stock" width="40" value={list.stock ?? ""} onChange={(v) => update({ stock: v || null })}>
          <option value="">Tous les stocks</option>
          {STOCK_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectBox>
        <SelectBox
          id="admin-statut"
          label="Publication"
          width="40"
          value={list.statut?.value ?? ""}
          onChange={(v) => update({ statut: v || null })}
        >
          <option value="">Tous</option>
          {DRAFT_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectBox>
        <SelectBox
          id="admin-promotion"
          label="Promotion"
          width="40"
          value={list.promotion?.value ?? ""}
          onChange={(v) => update({ promotion: v || null })}
        >
          <option value="">Toutes</option>
          {PROMOTION_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectBox>
        <Button
          variant="outline"
          minH="11"
          aria-expanded={filtersOpen}
          aria-controls="filtres-avances"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          Filtres avancés
        </Button>
        <Flex gap="1" ms="auto" role="group" aria-label="Affichage">
          {VIEWS.map((v) => (
            <IconButton
              key={v.value}
              aria-label={`Affichage en ${v.label.toLowerCase()}`}
              title={v.label}
              aria-pressed={list.view === v.value}
              variant={list.view === v.value ? "solid" : "outline"}
              minW="11"
              minH="11"
              onClick={() => update({ vue: v.param })}
            >
              <ViewIcon view={v.value} />
            </IconButton>
          ))}
        </Flex>
      </Flex>
      {filtersOpen && <PriceFilters list={list} update={update} />}
    </Stack>
  );
}
