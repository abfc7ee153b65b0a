/** Content types of the files a documentation site is made of; anything else is served as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The `Content-Type` for an output path, by its extension. */
export function contentType(file: string): string {
  const dot = file.lastIndexOf('.');
  const extension = dot > file.lastIndexOf('/') ? file.slice(dot).toLowerCase() : '';
  return TYPES[extension] ?? 'application/octet-stream';
}

// esbuild names files `app.HDLTQRA3.js` or `chunk-HDLTQRA3.js`; the theme CSS is `theme.b49c7603f2.css`.
const HASHED = /^assets\/(?:.+\/)?[^/]+[.-][A-Za-z0-9]{8,}\.[a-z0-9]+$/;

/**
 * `Cache-Control` for an output path: content-hashed assets never change under their name, so browsers
 * may keep them for a year; everything else is revalidated on every use (cheap with ETags).
 */
export function cacheControl(file: string): string {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
