/**
 * Sizes of the contract's lists that the app's start-up code needs, in a module without zod: Home
 * imports them without evaluating the schemas beside them (issue 15). The schemas use them too.
 */

/** SPEC §9: the Recent Activity list shows 10 items; a caller may ask for up to 50. */
export const ACTIVITY_LIMIT = 10;
export const ACTIVITY_LIMIT_MAX = 50;

/** The game card's chart shows at most this many bars (SPEC §9). */
export const CARD_SCORES_MAX = 12;
