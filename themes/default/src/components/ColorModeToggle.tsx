import { useEffect, useState } from 'react';
import { STORAGE_KEYS, type SiteData } from '@laguna-docs/shared';
import { writeStorage } from '../storage.js';
import { t } from '../t.js';
import { MoonIcon, SunIcon } from './icons.js';

type ColorMode = 'light' | 'dark';

/**
 * The light/dark switch. The head script has already applied the stored mode before paint; the server
 * cannot know it, so the first render assumes light (matching the server markup) and an effect reads
 * the real mode from `<html data-theme>`. Both icons are in the markup and CSS shows the right one, so
 * the button looks right even before hydration. The system preference is never consulted.
 */
export function ColorModeToggle({ site }: { site: SiteData }) {
  const [mode, setMode] = useState<ColorMode>('light');
  useEffect(() => {
    setMode(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  }, []);
  const toggle = () => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    writeStorage(STORAGE_KEYS.colorMode, next);
    setMode(next);
  };
  return (
    <button type="button" className="icon-button color-toggle" onClick={toggle} aria-label={t(site, mode === 'dark' ? 'colorMode.toLight' : 'colorMode.toDark')} data-to-light={t(site, 'colorMode.toLight')} data-to-dark={t(site, 'colorMode.toDark')}>
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
