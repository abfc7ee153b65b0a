import type { ReactNode } from 'react';
import type { LayoutProps } from '@laguna-docs/shared';
import { ContentContext } from '../context.js';

/** Gives markdown components the site and page they render for (see `ContentContext`). */
export function ContentProvider({ site, page, children }: LayoutProps & { children?: ReactNode }) {
  return <ContentContext.Provider value={{ site, page }}>{children}</ContentContext.Provider>;
}
