import React from 'react';

export default function Footer() {
  return <footer>Petstore footer</footer>;
}
