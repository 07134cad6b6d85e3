/** `%`, `_` and `\` typed by a person are characters to look for, not LIKE wildcards (backslash is LIKE's escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
