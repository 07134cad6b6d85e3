/**
 * The one plural rule of the product, on both sides: `count(1, 'point', 'points')` is '1 point',
 * `count(0, 'point', 'points')` is '0 points'. English is the product's only language today; the
 * rule comes from Intl.PluralRules rather than `n === 1` so that a second language is a change of
 * locale here, not of every text (docs/decisions/0053-newcomer-polish.md).
 */
const rules = new Intl.PluralRules('en-US');

/** The word for `n`: `pluralWord(1, 'day', 'days')` is 'day'. */
export const pluralWord = (n: number, one: string, other: string): string => (rules.select(n) === 'one' ? one : other);

/** The count and its word: `count(3, 'like', 'likes')` is '3 likes'. */
export const count = (n: number, one: string, other: string): string => `${n} ${pluralWord(n, one, other)}`;

const places = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** A place as English says it: 1st, 2nd, 3rd, 4th, and 11th, 12th, 13th, 21st, 111th, 1001st. */
export const ordinal = (place: number): string => `${place}${SUFFIXES[places.select(place)] ?? 'th'}`;
