import { createContext, useContext, type ComponentType } from 'react';
import type { ThemeComponentName, ThemeComponentProps, ThemeComponents } from '@laguna-docs/shared';

/** The site's overrides of the theme's components (`LayoutProps.components`), given by `Layout` to the pieces inside it. */
export const OverridesContext = createContext<Partial<ThemeComponents> | undefined>(undefined);

/** The component the page shows as `name`: the site's override when it has one, else the theme's own `original`. */
export function usePiece<Name extends ThemeComponentName>(name: Name, original: ComponentType<ThemeComponentProps[Name]>): ComponentType<ThemeComponentProps[Name]> {
  const overrides = useContext(OverridesContext);
  return (overrides?.[name] as ComponentType<ThemeComponentProps[Name]> | undefined) ?? original;
}
