// Phones: the sort stays one tap away; size, price, page size and view fold into a bottom sheet, so
// the first products show in the first screen (issue 13).
import { lazy, Suspense, useRef, useState } from "react";
import { Badge, Button, Flex, VisuallyHidden } from "@chakra-ui/react";
import { activeFilterCount, SortSelect, type ListState } from "./ListControls.tsx";

const FilterSheet = lazy(() => import("./FilterSheet.tsx"));
const countText = (n: number) => (n === 0 ? "Aucun filtre actif" : `${n} filtre${n > 1 ? "s" : ""} actif${n > 1 ? "s" : ""}`);

export function PhoneControls({ list, sizes }: { list: ListState; sizes: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(list);
  return (
    <Flex gap="3" align="end">
      <SortSelect list={list} width="full" />
      <Button
        ref={trigger}
        variant="outline"
        minH="11"
        bg="surface.card"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Filtres
        {count > 0 && (
          <Badge bg="brand.solid" color="brand.contrast" aria-hidden="true">
            {count}
          </Badge>
        )}
        <VisuallyHidden>{`(${countText(count)})`}</VisuallyHidden>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet
            list={list}
            sizes={sizes}
            countText={countText(count)}
            onClose={() => setOpen(false)}
            returnFocus={() => trigger.current}
          />
        </Suspense>
      )}
    </Flex>
  );
}
