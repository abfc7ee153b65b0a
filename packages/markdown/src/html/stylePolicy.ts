/**
 * CSS properties a `style` attribute in markdown may set: how an element looks inside its own box and in
 * the flow of the page. Left out, so that content cannot lay itself over the page (a fake sign-in form
 * above the navbar) or load anything: `position` other than `static`/`relative`, `top`/`left`/`inset`,
 * `z-index`, `transform`, `translate`, `scale`, and any `url(…)`, `image-set(…)`, `expression(…)` or CSS
 * escape in a value.
 */
const ALLOWED_PROPERTIES = new Set([
  'color', 'background', 'background-color', 'background-image', 'opacity', 'visibility',
  'font', 'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant', 'font-variant-numeric', 'line-height', 'letter-spacing', 'word-spacing',
  'text-align', 'text-decoration', 'text-decoration-color', 'text-decoration-line', 'text-decoration-style', 'text-transform', 'text-indent', 'text-wrap',
  'white-space', 'word-break', 'overflow-wrap', 'hyphens', 'vertical-align', 'direction', 'tab-size',
  'display', 'float', 'clear', 'box-sizing', 'overflow', 'overflow-x', 'overflow-y', 'aspect-ratio', 'object-fit', 'object-position',
  'width', 'height', 'min-width', 'max-width', 'min-height', 'max-height', 'inline-size', 'block-size', 'max-inline-size', 'max-block-size',
  'gap', 'row-gap', 'column-gap', 'flex', 'flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis', 'flex-flow', 'order',
  'align-items', 'align-content', 'align-self', 'justify-content', 'justify-items', 'justify-self', 'place-items', 'place-content',
  'grid-template-columns', 'grid-template-rows', 'grid-template-areas', 'grid-column', 'grid-row', 'grid-area', 'grid-auto-flow', 'grid-auto-columns', 'grid-auto-rows',
  'columns', 'column-count', 'column-width',
  'list-style', 'list-style-type', 'list-style-position',
  'table-layout', 'border-collapse', 'border-spacing', 'caption-side',
  'border', 'border-width', 'border-style', 'border-color', 'border-radius', 'outline', 'outline-width', 'outline-style', 'outline-color', 'box-shadow',
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin',
  'text-anchor', 'dominant-baseline', 'cursor', 'position',
]);

/** Properties allowed as they are and with any suffix (`margin`, `margin-top`, `border-left-color`, `padding-inline`). */
const ALLOWED_FAMILIES = ['margin', 'padding', 'border'];
const POSITIONS = new Set(['static', 'relative']);
const FORBIDDEN_VALUE = /url\(|image-set\(|image\(|expression\(|\\|@import|-moz-binding/i;

/** What a `style` attribute may not use, one entry per thing refused; empty when it is fine. */
export function styleProblems(style: string): string[] {
  const problems: string[] = [];
  const forbidden = FORBIDDEN_VALUE.exec(style);
  if (forbidden) problems.push(`"${forbidden[0]}"`);
  const text = style.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).replace(/!important/i, '').trim().toLowerCase();
    if (property === 'position' && !POSITIONS.has(value)) problems.push(`"position: ${value}" (only static and relative)`);
    else if (!allowedProperty(property)) problems.push(`"${property}"`);
  }
  return problems;
}

function allowedProperty(property: string): boolean {
  if (ALLOWED_PROPERTIES.has(property) || ALLOWED_FAMILIES.includes(property)) return true;
  return ALLOWED_FAMILIES.some((family) => property.startsWith(`${family}-`) && /^[a-z-]+$/.test(property));
}
