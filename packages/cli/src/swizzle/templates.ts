import type { ThemeComponentName } from '@laguna-docs/shared';

/*
 * The starting files `laguna-docs swizzle` writes into a site's `src/theme/`. A wrapper shows the theme's
 * own component through `@theme-original/<Name>`, so theme updates still reach it; an ejected copy is
 * the site's own markup, written with nothing but the props (whose types `laguna-docs` exports) and React.
 */

/** A wrapper around the theme's `name`, with its props typed. */
export function wrapperFile(name: ThemeComponentName, props: string): string {
  return `import type { ${props} } from 'laguna-docs';
import Original from '@theme-original/${name}';

// Wraps the theme's ${name}: add markup before or after it, or change its props.
export default function ${name}Wrapper(props: ${props}) {
  return (
    <>
      <Original {...props} />
    </>
  );
}
`;
}

/** The components with a starting file to eject, and that file. */
export const EJECTED: Partial<Record<ThemeComponentName, string>> = {
  Footer: `import type { SitePieceProps } from 'laguna-docs';

/** The site's footer: link columns from the config, then the copyright. */
export default function Footer({ site }: SitePieceProps) {
  const base = site.basePath.replace(/\\/$/, '') + site.locale.prefix;
  const { columns, copyright } = site.footer;
  return (
    <footer className="footer">
      <div className="footer-inner">
        {columns.length > 0 ? (
          <nav className="footer-columns" aria-label="Footer">
            {columns.map((column) => (
              <div key={column.title} className="footer-column">
                <p className="footer-title">{column.title}</p>
                <ul>
                  {column.items.map((item) => (
                    <li key={item.label}>
                      {item.route !== undefined ? <a href={item.route === '/' ? \`\${base}/\` : base + item.route}>{item.label}</a> : <a href={item.href} rel="noopener noreferrer">{item.label}</a>}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        <div className="footer-bottom">{copyright ? <p>{copyright}</p> : null}</div>
      </div>
    </footer>
  );
}
`,
  Navbar: `import type { NavbarProps } from 'laguna-docs';
import ColorModeToggle from '@theme/ColorModeToggle';
import SearchButton from '@theme/SearchButton';

/**
 * The site's top bar. Keep the menu button: on narrow screens it opens the panel with the sidebar and
 * the navbar's links (\`menuButton\`, \`onMenuOpen\`, \`panelId\`), and the link after it does the same without JavaScript.
 */
export default function Navbar({ site, page, menuOpen, onMenuOpen, menuButton, panelId }: NavbarProps) {
  const base = site.basePath.replace(/\\/$/, '') + site.locale.prefix;
  const href = (route: string) => (route === '/' ? \`\${base}/\` : base + route);
  const items = site.navbar.flatMap((item) => {
    if (item.type === 'link') return [<a key={item.label} className="navbar-link wide-only" href={href(item.route)} aria-current={page.route === item.route ? 'page' : undefined}>{item.label}</a>];
    if (item.type === 'external') return [<a key={item.label} className="navbar-link wide-only" href={item.href} rel="noopener noreferrer">{item.label}</a>];
    if (item.type === 'dropdown') return item.items.map((link) => <a key={link.label} className="navbar-link wide-only" href={'route' in link ? href(link.route) : link.href}>{link.label}</a>);
    if (item.type === 'locales') return page.alternates.filter((alternate) => alternate.hreflang !== 'x-default' && alternate.locale !== site.locale.code).map((alternate) => <a key={alternate.locale} className="navbar-link wide-only" href={alternate.href} hrefLang={alternate.hreflang}>{site.locales.find((locale) => locale.code === alternate.locale)?.label ?? alternate.locale}</a>);
    return [<ColorModeToggle key="color-mode" site={site} />];
  });
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <button ref={menuButton} type="button" className="icon-button menu-button" aria-label="Open the menu" aria-expanded={menuOpen} aria-controls={panelId} onClick={onMenuOpen}>
          <span aria-hidden="true">☰</span>
        </button>
        <a className="icon-button menu-fallback" href={\`#\${panelId}\`} aria-label="Open the menu">
          <span aria-hidden="true">☰</span>
        </a>
        <a className="brand" href={href('/')}>
          {site.assets.logo ? <img className="brand-logo" src={site.assets.logo} alt="" width="28" height="28" /> : null}
          <span className="brand-title">{site.title}</span>
        </a>
        <div className="navbar-items navbar-right">
          <SearchButton site={site} />
          {items}
        </div>
      </nav>
    </header>
  );
}
`,
  Pagination: `import type { PagePieceProps } from 'laguna-docs';

/** The links to the previous and next pages. */
export default function Pagination({ site, page }: PagePieceProps) {
  const base = site.basePath.replace(/\/$/, '') + site.locale.prefix;
  const href = (route: string) => (route === '/' ? \`\${base}/\` : base + route);
  if (!page.prev && !page.next) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page.prev ? (
        <a className="pagination-link pagination-prev" href={href(page.prev.route)} rel="prev">
          <span className="pagination-label">{page.prev.label}</span>
        </a>
      ) : null}
      {page.next ? (
        <a className="pagination-link pagination-next" href={href(page.next.route)} rel="next">
          <span className="pagination-label">{page.next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
`,
};
