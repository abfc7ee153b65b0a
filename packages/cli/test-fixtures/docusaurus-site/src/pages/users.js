import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Users() {
  const { siteConfig } = useDocusaurusContext();
  return <Layout title="Users">{siteConfig.title} is used by many.</Layout>;
}
