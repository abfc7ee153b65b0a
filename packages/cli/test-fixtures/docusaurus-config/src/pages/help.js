import React from 'react';
import Layout from '@theme/Layout';

export default function Help() {
  return <Layout title="Help"><main>Ask us.</main></Layout>;
}
