import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { downloadCsv } from "../../lib/csv-download.ts";
import { toastError } from "./admin-toaster.tsx";

/** 'Exporter (CSV)': the list's filters in `path`; busy while the file comes. */
export function ExportButton({ path, fileName }: { path: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadCsv(path, fileName)
      .catch((e: unknown) => toastError(e instanceof Error ? e.message : null))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outline" minH="11" onClick={run} loading={busy} loadingText="Export…">
      Exporter (CSV)
    </Button>
  );
}
