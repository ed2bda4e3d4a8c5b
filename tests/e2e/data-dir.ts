import os from "node:os";
import path from "node:path";

/** The first worker's shop listens on E2E_PORT (3900 by default), worker n's on E2E_PORT + n. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3900);
/** This worker's shop (Playwright sets TEST_PARALLEL_INDEX in each worker, stable across restarts). */
export const workerPort = () => BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** File where tests/e2e/server.ts writes its DATA_DIR, so specs can read the outbox. */
export const dataDirPointer = (port: string | number = workerPort()) => path.join(os.tmpdir(), `boutique-e2e-${port}.datadir`);
