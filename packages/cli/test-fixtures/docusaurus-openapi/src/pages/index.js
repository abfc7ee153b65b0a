import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return <Layout title="Home">Welcome.</Layout>;
}
