import { spawn } from 'node:child_process';

/**
 * Opens a URL in the user's browser with the system's opener, without waiting for it. Returns a promise
 * that resolves with an error message when no opener could be started, or undefined.
 */
export function openBrowser(url: string, platform: NodeJS.Platform = process.platform): Promise<string | undefined> {
  const [command, args] =
    platform === 'darwin' ? ['open', [url]] : platform === 'win32' ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]] : ['xdg-open', [url]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.once('error', (error) => resolve(`could not open a browser (${command}: ${error.message}); open ${url} yourself`));
    child.once('spawn', () => {
      child.unref();
      resolve(undefined);
    });
  });
}
