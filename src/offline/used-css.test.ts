import { afterEach, describe, expect, it } from 'vitest';
import { usedCss } from './used-css';

/** Without spaces: each engine writes a rule's text its own way. */
const compact = (css: string) => css.replace(/\s+/g, '');

function sheet(css: string): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style.sheet!;
}

describe('usedCss', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('keeps the rules that style an element of the document, in their order, and drops the others', () => {
    document.body.innerHTML = '<main class="home"><h1 class="title">Hi</h1></main>';
    const css = usedCss([sheet('.title { color: red } .dialog { color: blue } main.home > h1 { margin: auto }'), sheet('p { color: green }')]);
    expect(compact(css)).toBe('.title{color:red;}main.home>h1{margin:auto;}');
  });

  it("keeps a rule for an element's states and pseudo-elements when the element is there", () => {
    document.body.innerHTML = '<button class="b">Go</button>';
    const css = usedCss([sheet('.b:hover { color: red } .b::after { content: "" } .c:focus-visible { outline: 0 }')]);
    expect(css).toContain('.b:hover');
    expect(css).toContain('.b::after');
    expect(css).not.toContain('.c');
  });

  it('keeps @media blocks with their used rules only, and what is not a style rule', () => {
    document.body.innerHTML = '<p class="a">A</p>';
    const css = usedCss([sheet('@media (min-width: 40em) { .a { color: red } .z { color: blue } } @media print { .z { color: red } } @keyframes spin { to { opacity: 0 } }')]);
    expect(compact(css)).toMatch(/^@media\(min-width:40em\)\{\.a\{color:red;\}\}@keyframesspin/);
    expect(css).not.toContain('.z');
    expect(css).not.toContain('print');
  });

  it("keeps a rule whose selector can't be checked", () => {
    document.body.innerHTML = '<input class="i">';
    expect(usedCss([sheet('::placeholder { color: gray }')])).toContain('::placeholder');
  });
});
