/**
 * A count as en-US writes it: '1,234' (the app's texts are English, so a figure reads the same on
 * every device). Written without Intl for the reason in dates.ts: the first Intl number formatter of
 * a page loads ICU's data, and Your Stats shows counts on every start. numbers.test.ts holds it to
 * Intl.NumberFormat('en-US') for whole numbers.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
