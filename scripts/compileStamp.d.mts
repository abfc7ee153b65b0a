/** The workspace's packages under `root`: the folders of `packages/` and `themes/` with a manifest. */
export function workspaceDirs(root: string): string[];
/** The hash of a compile's inputs under `root`, for the packages in `dirs` (absolute folders). */
export function sourcesHash(root: string, dirs: readonly string[]): string;
/** Where the stamp of the last whole compile is kept. */
export function stampFile(root: string): string;
/** Whether the last whole compile was of these inputs (`hash`) and every output it made (`outputs`) is still there. */
export function compiledFrom(root: string, hash: string, outputs: readonly string[]): boolean;
/** Notes that a whole compile of `hash` finished. */
export function writeStamp(root: string, hash: string): void;
