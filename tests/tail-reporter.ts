// A vitest reporter for npm test (scripts/test.ts, issue 23): writes the file VITEST_TAIL_FILE names
// once VITEST_TAIL_AT test files (1 by default) are left, so that Playwright uses the core vitest
// no longer needs.
import fs from "node:fs";
import type { Reporter, TestModule, TestSpecification } from "vitest/node";

export default class TailReporter implements Reporter {
  private left = Infinity;
  private written = false;
  onTestRunStart(specifications: readonly TestSpecification[]) {
    this.left = specifications.length;
    this.check();
  }
  onTestModuleEnd(_module: TestModule) {
    this.left--;
    this.check();
  }
  private check() {
    const file = process.env.VITEST_TAIL_FILE;
    if (this.written || !file || this.left > Number(process.env.VITEST_TAIL_AT ?? 1)) return;
    this.written = true;
    fs.writeFileSync(file, "");
  }
}
