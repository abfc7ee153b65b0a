import type { ResolvedConfig } from '@laguna-docs/config';
import { buildSite } from '../buildSite.js';
import type { WatchSession } from '../speed/watch/watchSession.js';

/** A build of a watch session, as the dev server runs it (drafts shown, links unchecked); its files by output path. */
export async function watchBuild(session: WatchSession, config: ResolvedConfig): Promise<Map<string, string>> {
  session.begin();
  try {
    const result = await buildSite({ config, watch: session, write: false, drafts: true, linkCheck: 'off' });
    session.finish(true);
    return new Map(result.files.map((file) => [file.path, String(file.contents)]));
  } catch (error) {
    session.finish(false);
    throw error;
  }
}
