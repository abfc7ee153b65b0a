import type { ReactNode } from 'react';

/**
 * Named icons for home-page feature cards (`features[].icon` in front matter). Any other value (an emoji,
 * a letter) is shown as it is. Rendered only into static HTML, so they cost the client bundle nothing.
 */
const paths: Record<string, ReactNode> = {
  book: <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7" />,
  code: <path d="M8 8l-5 4 5 4M16 8l5 4-5 4M14 4l-4 16" />,
  api: <path d="M8 4c-2 0-3 1-3 3v2c0 1-1 3-2 3 1 0 2 2 2 3v2c0 2 1 3 3 3M16 4c2 0 3 1 3 3v2c0 1 1 3 2 3-1 0-2 2-2 3v2c0 2-1 3-3 3" />,
  users: <path d="M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 20v-1a4 4 0 0 0-3-3.9M15.5 4.1a3.5 3.5 0 0 1 0 6.8" />,
  lock: <path d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4" />,
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  server: <path d="M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01" />,
  network: <path d="M12 3v6M5 21v-4h14v4M12 13v4M9 9h6v4H9zM3 21h4M17 21h4" />,
  rocket: <path d="M5 15c-1 1-2 4-2 6 2 0 5-1 6-2M9 15l-3-3c1-4 4-9 12-9 0 8-5 11-9 12zM15 9h.01" />,
  terminal: <path d="M4 5h16v14H4zM7 9l3 3-3 3M12 15h5" />,
  download: <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />,
  git: <path d="M6 3v12M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9a9 9 0 0 1-9 9" />,
  globe: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />,
  zap: <path d="M13 2L4 14h7l-1 8 9-12h-7z" />,
};

/** The icon of a feature card, or its text when the name is not one of ours. */
export function FeatureIcon({ name }: { name: string }) {
  const path = paths[name];
  if (!path) return <span className="feature-icon" aria-hidden="true">{name}</span>;
  return (
    <span className="feature-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {path}
      </svg>
    </span>
  );
}

/** Names `FeatureIcon` draws, for docs and tests. */
export const featureIconNames = Object.keys(paths);
