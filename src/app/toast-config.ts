/** docs/product.md §8: at most one toast visible at once, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_POSITION = 'top-center' as const;
