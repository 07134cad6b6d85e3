/**
 * Sizes of the contract's lists and texts that the screens need, in a module without zod: Home and
 * the game page import them without evaluating the schemas beside them (decision 0024). The schemas use
 * them too.
 */

/** docs/product.md §9: the Recent Activity list shows 10 items; a caller may ask for up to 50. */
export const ACTIVITY_LIMIT = 10;
export const ACTIVITY_LIMIT_MAX = 50;

/** The game card's chart shows at most this many bars (docs/product.md §9). */
export const CARD_SCORES_MAX = 12;

/** docs/product.md §9: posts and profile accomplishments come 20 to a page; a caller may ask for up to 50. */
export const POSTS_PAGE_SIZE = 20;

/** A comment's longest text: the form's limit on the game page, and the schema's. */
export const COMMENT_CONTENT_MAX = 1000;
