/**
 * The CSS a saved screen needs for its first frame (docs/decisions/0055-warm-start.md, sixth
 * session): the rules of the app's stylesheets that style something in the document now, as text.
 * The first frame of a warm start styled Home's elements against all of the app's stylesheets
 * (about 150 KB); with only these rules inlined, the stylesheets load after that frame.
 *
 * A superset is fine and a missing rule is not: a rule is kept when its selector, without its
 * states and pseudo-elements (`:hover`, `::before`), matches an element, when the selector can't
 * be checked, and always for what is not a style rule (`@font-face`, `@keyframes`).
 */

/** States and pseudo-elements: a rule for `.x:hover` or `.x::after` is kept when `.x` is there. */
const STATES =
  /::?(?:-[\w-]+|after|before|placeholder|selection|marker|backdrop|file-selector-button|first-letter|first-line|hover|focus|focus-visible|focus-within|active|visited|target)(?![\w-])/g;

function styles(selector: string, doc: Document): boolean {
  try {
    return doc.querySelector(selector.replace(STATES, '')) !== null;
  } catch {
    // Emptied by the stripping (`::placeholder` alone) or not one querySelector knows: kept.
    return true;
  }
}

function usedRules(rules: CSSRuleList, doc: Document): string {
  let css = '';
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule) {
      if (styles((rule as CSSStyleRule).selectorText, doc)) css += rule.cssText;
    } else if ('cssRules' in rule) {
      // @media, @supports, @container, @layer blocks: kept with the rules inside that are used.
      const inner = usedRules((rule as CSSGroupingRule).cssRules, doc);
      if (inner) css += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`;
    } else {
      css += rule.cssText;
    }
  }
  return css;
}

/** The used rules of `sheets`, in their order, as one stylesheet's text. */
export function usedCss(sheets: readonly CSSStyleSheet[], doc: Document = document): string {
  return sheets.map((sheet) => usedRules(sheet.cssRules, doc)).join('');
}
