import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  statusCode?: number;
}

/**
 * Issue 13: the production dependencies have no known high or critical
 * vulnerability. Where the registry's audit service does not answer (some
 * build machines reach only the package download), the test says so in its
 * output instead of failing: nothing was checked then.
 */
describe('npm audit --omit=dev', () => {
  it('reports no high or critical vulnerability where the registry answers', async () => {
    const output = await new Promise<string>((resolve) => {
      execFile('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, timeout: 90_000, maxBuffer: 20 * 1024 * 1024 }, (_error, stdout) =>
        resolve(stdout),
      );
    });
    let report: AuditReport | null;
    try {
      report = JSON.parse(output) as AuditReport;
    } catch {
      report = null;
    }
    const counts = report?.metadata?.vulnerabilities;
    if (!counts) {
      console.warn(
        `npm audit: the registry's audit service did not answer (${report?.message ?? (output.slice(0, 200) || 'no output')}); the dependencies were NOT checked.`,
      );
      return;
    }
    expect({ high: counts.high ?? 0, critical: counts.critical ?? 0 }).toEqual({ high: 0, critical: 0 });
  }, 120_000);
});
