import React from 'react';
import clsx from 'clsx';

export default function Fancy({ children, big }) {
  return <span className={clsx('fancy', big && 'fancy--big')}>{children}</span>;
}
