import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { closest, isThemeComponentName, manualPage, THEME_COMPONENT_NAMES, THEME_COMPONENTS, UserError } from '@laguna-docs/shared';
import type { CommandContext } from '../commands/checkLinks.js';
import { EJECTED, wrapperFile } from './templates.js';

/** Flags of `laguna-docs swizzle`. */
export interface SwizzleFlags {
  wrap?: boolean;
  eject?: boolean;
  force?: boolean;
}

/** Adds `swizzle [name] [--wrap | --eject]` to the program. */
export function registerSwizzle(program: Command, context: CommandContext): void {
  program
    .command('swizzle')
    .description("write a starting file that overrides one of the theme's components: src/theme/<Name>.tsx")
    .argument('[name]', 'the component, such as Footer (without it, the overridable components are listed)')
    .option('--wrap', "wrap the theme's own component (the default): updates of the theme still reach it")
    .option('--eject', 'write a copy of the component to change as the site likes')
    .option('--force', 'replace a file that is already there')
    .addHelpText(
      'after',
      `
The file replaces the theme's component on every page; import Original from '@theme-original/<Name>'
gives the theme's own. Safe components may be changed freely; the others are safe to wrap, while an
ejected copy must keep what the page relies on (see ${manualPage('docs/guides/theme-overrides')}).`,
    )
    .action((name: string | undefined, flags: SwizzleFlags) => context.run(async () => swizzle(name, flags, context)));
}

async function swizzle(name: string | undefined, flags: SwizzleFlags, context: Omit<CommandContext, 'run'>): Promise<number> {
  if (name === undefined) {
    context.output.out(THEME_COMPONENT_NAMES.map((known) => `${known.padEnd(16)}${THEME_COMPONENTS[known].safety === 'safe' ? 'safe       ' : 'wrap only  '}${THEME_COMPONENTS[known].about}`).join('\n'));
    return 0;
  }
  if (!isThemeComponentName(name)) {
    const near = closest(name, THEME_COMPONENT_NAMES);
    throw new UserError({ severity: 'error', code: 'theme/unknown-component', message: `"${name}" is not a component of the theme that a site can override`, hint: `${near ? `did you mean "${near}"? ` : ''}run laguna-docs swizzle to list them` });
  }
  if (flags.wrap && flags.eject) throw new UserError({ severity: 'error', code: 'cli/usage', message: '--wrap and --eject cannot be given together' });
  const ejected = EJECTED[name];
  if (flags.eject && !ejected) {
    throw new UserError({ severity: 'error', code: 'theme/no-eject', message: `${name} has no starting file to eject`, hint: `wrap it (laguna-docs swizzle ${name} --wrap); ${[...Object.keys(EJECTED)].join(', ')} can be ejected` });
  }
  const root = context.cwd ?? process.cwd();
  const file = `src/theme/${name}.tsx`;
  const target = path.join(root, ...file.split('/'));
  const taken = [target, ...['.jsx', '.js', '.ts'].map((extension) => target.replace(/\.tsx$/, extension)), path.join(root, 'src', 'theme', name)].find((candidate) => fs.existsSync(candidate));
  if (taken && !flags.force) {
    throw new UserError({ severity: 'error', code: 'theme/override-exists', message: `${path.relative(root, taken).split(path.sep).join('/')} already overrides ${name}`, hint: 'edit it, or give --force to write the starting file over it', file: path.relative(root, taken).split(path.sep).join('/') });
  }
  // Through the output gate: `src/theme` or the file may be a link out of the site.
  const { siteWritePath } = await import('@laguna-docs/content');
  siteWritePath(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, flags.eject ? ejected! : wrapperFile(name, THEME_COMPONENTS[name].props));
  const caution = flags.eject && THEME_COMPONENTS[name].safety === 'wrap' ? `\nnote: ${name} is safe to wrap, not to eject: ${THEME_COMPONENTS[name].about}` : '';
  context.output.out(`${flags.eject ? 'ejected' : 'wrapped'} ${name} into ${file}${caution}`);
  return 0;
}
