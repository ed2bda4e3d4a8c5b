// Vitest orders files by the durations of its last run, kept in node_modules: a fresh clone (CI)
// has none and falls back to file size, so the two files that seed the demo shop (~50 s each)
// started last and ran alone at the end with a core idle. The slowest files `npm test` lists
// start first here; the rest keep vitest's order.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOW_FIRST = ["seed-on-disk.test.ts", "seed.test.ts", "abuse.test.ts", "pglite-worker.test.ts", "auth-bootstrap.test.ts", "graceful-stop.test.ts"];

const rank = (spec: TestSpecification) => {
  const at = SLOW_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return at < 0 ? SLOW_FIRST.length : at;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return sorted.map((spec, order) => ({ spec, order })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order).map(({ spec }) => spec);
  }
}
