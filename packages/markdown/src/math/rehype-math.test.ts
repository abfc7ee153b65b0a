import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

describe('math', () => {
  it('renders $…$ inline and $$…$$ and ```math as display math with KaTeX, and marks the page', () => {
    const result = render('Energy: $E = mc^2$.\n\n$$\n\\int_0^1 x\\,dx\n$$\n\n```math\na^2 + b^2 = c^2\n```\n');
    expect(result.html).toMatch(/^<p>Energy: <span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics><mrow><mi>E<\/mi><mo>=<\/mo><mi>m<\/mi><msup><mi>c<\/mi><mn>2<\/mn><\/msup><\/mrow>/);
    expect(result.html.match(/<span class="katex-display">/g)).toHaveLength(2);
    // The backslash survives: the integral sign and the thin space are there.
    expect(result.html).toContain('<mo>∫</mo>');
    expect(result.html).toContain('annotation encoding="application/x-tex">\\int_0^1 x\\,dx</annotation>');
    expect(result.features).toEqual(['math']);
    expect(result.diagnostics).toEqual([]);
  });

  it('leaves pages without math unmarked, and dollars in code alone', () => {
    const result = render('Costs `$5`, and:\n\n```sql\nSELECT $1\n```\n');
    expect(result.features).toBeUndefined();
    expect(result.html).not.toContain('katex');
  });

  it('leaves prices and shell variables as text, as Pandoc does', () => {
    const result = render('It costs $5 or $10. Set $HOME and $PATH, pay $ 3 $ later, or $20.\n');
    expect(result.html).toBe('<p>It costs $5 or $10. Set $HOME and $PATH, pay $ 3 $ later, or $20.</p>');
    expect(result.features).toBeUndefined();
    expect(render('So $x$, $$y$$ and $a+b$.').features).toEqual(['math']);
  });

  it('warns at the line of a formula KaTeX cannot read, and shows the error in its place', () => {
    const result = render('Text.\n\n$$\n\\frac{1}{\n$$\n');
    expect(result.diagnostics.map((d) => `${d.line}: ${d.code}: ${d.message}`)).toEqual(["3: markdown/math: cannot render math: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}{"]);
    expect(result.html).toContain('katex-error');
  });

  it('warns at its line about commands math may not use (links, images, HTML attributes), shown as text', () => {
    const result = render('Text.\n\n$$\n\\href{javascript:alert(1)}{x} + \\includegraphics{/etc/passwd} + \\href{https://a.b}{y}\n$$\n\nAnd $\\htmlClass{x}{y}$.\n');
    expect(result.diagnostics.map((d) => `${d.line}: ${d.code}: ${d.message}`)).toEqual([
      '3: markdown/math-untrusted: math uses \\href, \\includegraphics, which a page\'s math may not: they are shown as text',
      '7: markdown/math-untrusted: math uses \\htmlClass, which a page\'s math may not: it is shown as text',
    ]);
    expect(result.html).not.toMatch(/(href|src)="javascript:/);
    expect(result.html).not.toMatch(/<a |<img /);
  });
});
