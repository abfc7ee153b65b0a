import type { ThemeComponents } from '@laguna-docs/shared';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { Footer } from './Footer.js';
import { MainContent } from './MainContent.js';
import { Navbar } from './Navbar.js';
import { NavPanel } from './NavPanel.js';
import { PageMeta } from './PageMeta.js';
import { Pagination } from './Pagination.js';
import { SearchButton } from './SearchButton.js';
import { Toc } from './Toc.js';
import { VersionBanner } from './VersionBanner.js';

/** The theme's own overridable components: what `@theme-original/<Name>` gives a site's override. */
export const components: ThemeComponents = { AnnouncementBar, Navbar, NavPanel, MainContent, Breadcrumbs, VersionBanner, PageMeta, Pagination, Toc, Footer, SearchButton, ColorModeToggle };
