import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

// A few lines per failed journey (where it stopped and what it waited for), written to a file the
// test command prints last: a CI log that shows only its end still says what failed and where.

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const LINES_PER_ERROR = 7;
/** The file's name in the output folder; `scripts/koers.mjs` prints it after its summary. */
export const DIGEST = 'failure-digest.txt';

export default class FailureDigest implements Reporter {
  private readonly failures: string[] = [];
  private outputDir = 'test-results';

  onBegin(config: FullConfig, _suite: Suite) {
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // A timeout's first error is the timeout itself; the second says which step was waiting.
    const errors = result.errors.slice(0, 2);
    const location = errors.find((e) => e.location)?.location ?? test.location;
    const where = `${location.file.split('/').pop()}:${location.line}`;
    const message = errors.flatMap((error) =>
      (error.message ?? '')
        .replace(ANSI, '')
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== '')
        .slice(0, LINES_PER_ERROR),
    );
    this.failures.push(
      [`✘ ${test.titlePath().slice(2).join(' › ')} (${where}, ${result.duration} ms)`, ...message]
        .map((line) => line.slice(0, 240))
        .join('\n'),
    );
  }

  onEnd(_result: FullResult) {
    if (this.failures.length === 0) return;
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(join(this.outputDir, DIGEST), `${this.failures.join('\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
