import { describe, expect, it } from 'vitest';
import { checkSizeBudget, formatReport } from '../../scripts/check-size-budget';

describe('landing page size budget (production build)', () => {
  it('loads at most 120 KB of gzipped JavaScript and 30 KB of gzipped CSS', () => {
    const report = checkSizeBudget();
    console.log(formatReport(report));
    expect(report.missingLazySources, 'the landing route chunk must be found in the build').toEqual([]);
    expect(report.files.some((f) => f.reason === 'entry')).toBe(true);
    expect(report.jsGzipBytes).toBeLessThanOrEqual(report.jsBudgetBytes);
    expect(report.cssGzipBytes).toBeLessThanOrEqual(report.cssBudgetBytes);
  });
});
