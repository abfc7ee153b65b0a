import React from 'react';
import Layout from '@theme/Layout';

export default function Showcase() {
  return <Layout title="Showcase">Happy pets.</Layout>;
}
