import type { ReactNode } from 'react';

/**
 * Small stroke icons drawn on a 24-unit grid. They ship in the client bundle with the Layout, so each is
 * one or two short paths; all are decorative (`aria-hidden`): the control around them carries the label.
 * How they are stroked is the style sheet's (`.icon`), not attributes repeated on every icon of every page.
 */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {children}
    </svg>
  );
}

export const MenuIcon = () => <Icon><path d="M4 6h16M4 12h16M4 18h16" /></Icon>;

export const CloseIcon = () => <Icon><path d="M6 6l12 12M18 6L6 18" /></Icon>;

export const ChevronIcon = ({ className }: { className?: string }) => (
  <Icon className={className ?? 'chevron'}><path d="M9 6l6 6-6 6" /></Icon>
);

export const SunIcon = () => (
  <Icon className="icon-sun">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

export const MoonIcon = () => <Icon className="icon-moon"><path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" /></Icon>;

export const LanguageIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon className="icon-external"><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /></Icon>
);

export const EditIcon = () => <Icon className="icon-edit"><path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" /></Icon>;

export const HomeIcon = () => <Icon><path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" /></Icon>;

/** The GitHub mark, filled: recognisable at 20 px where a stroke drawing is not. */
export const GitHubIcon = () => (
  <svg className="icon icon-filled" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.8c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.2-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.5.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9v2.8c0 .3.2.6.7.5A10 10 0 0 0 12 2z" />
  </svg>
);
