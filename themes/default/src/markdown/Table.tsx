import type { ComponentPropsWithoutRef } from 'react';

/**
 * Markdown tables inside a wrapper that scrolls sideways on narrow screens. The wrapper takes focus
 * (`tabIndex`) so keyboard users can scroll it too.
 */
export function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
