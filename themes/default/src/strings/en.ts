/**
 * English UI strings of the default theme; every other locale falls back to these (with a build warning).
 * They are the UI strings' contract, written once in `@laguna-docs/shared` (`ENGLISH_UI_STRINGS`): their
 * keys are the keys every other locale here must have, and the build's own fallbacks read them too.
 */
export { ENGLISH_UI_STRINGS as en } from '@laguna-docs/shared';
