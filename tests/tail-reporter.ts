// A vitest reporter for npm test (scripts/test.ts, issue 23): writes the file VITEST_TAIL_FILE names
// once a single test file is left, so that Playwright uses the core vitest no longer needs.
import fs from "node:fs";
import type { Reporter, TestModule, TestSpecification } from "vitest/node";

export default class TailReporter implements Reporter {
  private left = Infinity;
  onTestRunStart(specifications: readonly TestSpecification[]) { this.left = specifications.length; }
  onTestModuleEnd(_module: TestModule) {
    if (--this.left === 1 && process.env.VITEST_TAIL_FILE) fs.writeFileSync(process.env.VITEST_TAIL_FILE, "");
  }
}
