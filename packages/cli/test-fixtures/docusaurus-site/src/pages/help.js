import React from 'react';
import Layout from '@theme/Layout';
import Counter from '@site/src/components/Counter';

export default function Help() {
  return (
    <Layout title="Help" description="Where to ask about widgets">
      <main className="container">
        <h1>Help</h1>
        <p>Ask on the forum, or count your widgets:</p>
        <Counter start={1} />
      </main>
    </Layout>
  );
}
