/** localStorage key of the reader's colour mode. */
export const COLOR_MODE_KEY = 'laguna-docs:color-mode';

/**
 * Runs in `<head>` before first paint: applies the stored colour mode. The default is light and the
 * system preference is deliberately not read.
 */
export const colorModeScript = `try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(m==="dark"||m==="light")document.documentElement.dataset.theme=m}catch(e){}`;
