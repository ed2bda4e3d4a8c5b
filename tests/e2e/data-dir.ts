import os from "node:os";
import path from "node:path";

/** File where tests/e2e/server.ts writes its temporary DATA_DIR, so specs can read the outbox. */
export const dataDirPointer = (port = process.env.E2E_PORT ?? "3900") => path.join(os.tmpdir(), `boutique-e2e-${port}.datadir`);
