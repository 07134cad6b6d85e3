/** docs/product.md §9 activity card: the content is cut at 200 characters, the quoted parent post at 100. */
export const ACTIVITY_CONTENT_MAX = 200;
export const ACTIVITY_QUOTE_MAX = 100;

/** The first `max` characters followed by '...' when the text was longer; else the text itself. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
