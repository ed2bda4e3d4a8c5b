// Before each server test file (vitest's setupFiles). The files share their worker's process
// (isolate: false, decision 073): what one leaves running must not reach the next.
import { afterAll } from "vitest";
import { stopLeftoverApps } from "./helpers.ts";

afterAll(stopLeftoverApps, 120_000);
