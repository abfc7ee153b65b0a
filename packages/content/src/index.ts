export { discoverSources, refusedLinkDiagnostic, type BlogMetaSource, SYSTEM_FILE_NAMES, type AssetFile, type SourceFile, type CategorySource, type DiscoveredSources, type DiscoverSourcesOptions, type Section } from './discoverSources.js';
export { parseFrontMatter, type FrontMatter, type FrontMatterResult, type ParseFrontMatterOptions } from './frontMatter.js';
export type { CategoryMeta } from './categoryMeta.js';
export { planRoute, routeProblem } from './planRoute.js';
export { buildDocsModel, type DocEntry, type DocsModel, type DocsNavigation, type CategoryPage, type BuildDocsModelOptions } from './docsModel.js';
export { inside, listFiles, type ListFilesOptions, type ListedFiles, type RefusedLink } from './listFiles.js';
export { checkManualSidebar, docIdOf, type CheckManualSidebarOptions, type SidebarDoc } from './manualSidebar.js';
export { blogAuthor, parseBlogAuthors, parseBlogTags, planPost, postExcerpt, readingMinutes, tagPermalink, TRUNCATE_MARKER, type BlogAuthor, type BlogTag, type PlannedPost } from './blogPosts.js';
export { postAuthor } from './frontMatter.js';
