import { EVENTS_PATH } from './liveReload.js';

/**
 * The dev server's browser script, added to every page it serves (never to `build` output). It listens
 * to the event stream, reloads the page after a rebuild keeping the scroll position (after an edit of
 * markdown alone, a live page updates in place instead, see `laguna-docs:update`), and shows the
 * problems of a failed build over the page. Plain ES2017 in a string: it runs as it is, unbundled.
 */
const SCRIPT = `(function () {
  var build = Number(document.currentScript && document.currentScript.getAttribute('data-build'));
  var KEY = 'laguna-docs:dev-scroll';
  var here = location.pathname + location.search;
  var saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(KEY) || 'null'); } catch (e) {}
  if (saved && saved.path === here) {
    // Once now, so the page does not flash at the top, and once the page has finished loading.
    scrollTo(saved.x, saved.y);
    addEventListener('load', function () { scrollTo(saved.x, saved.y); sessionStorage.removeItem(KEY); });
  }
  function reload() {
    try { sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname + location.search, x: scrollX, y: scrollY })); } catch (e) {}
    location.reload();
  }
  var host = null;
  function show(problems) {
    if (host) { host.remove(); host = null; }
    if (!problems || problems.length === 0) return;
    host = document.createElement('div');
    host.id = 'laguna-docs-dev-overlay';
    var root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>' +
      '.box{position:fixed;inset:auto 1rem 1rem 1rem;max-height:70vh;overflow:auto;z-index:2147483647;background:#1e1e24;color:#f4f4f5;' +
      'border-left:6px solid #e5484d;border-radius:8px;padding:1rem 1.25rem;font:14px/1.5 system-ui,sans-serif;box-shadow:0 8px 30px rgba(0,0,0,.4)}' +
      'h2{margin:0 0 .25rem;font-size:16px}p{margin:0 0 .75rem;color:#c8c8d0}ol{margin:0;padding-left:1.25rem}li{margin:.5rem 0}' +
      'code{font:13px/1.4 ui-monospace,monospace;color:#ffb4b4}.hint{color:#a0e0a0}button{float:right;font:inherit;cursor:pointer}' +
      '</style><div class="box" role="alert"><button type="button">Dismiss</button><h2></h2><p></p><ol></ol></div>';
    root.querySelector('h2').textContent = 'laguna-docs: the last change broke the build';
    root.querySelector('p').textContent = 'You are looking at the last good build. Fix the file and save: the page reloads by itself.';
    var list = root.querySelector('ol');
    problems.forEach(function (problem) {
      var item = document.createElement('li');
      var where = document.createElement('code');
      where.textContent = problem.location || '(no file)';
      item.appendChild(where);
      item.appendChild(document.createTextNode(' ' + problem.severity + ': ' + problem.message + ' [' + problem.code + ']'));
      if (problem.hint) {
        var hint = document.createElement('div');
        hint.className = 'hint';
        hint.textContent = 'hint: ' + problem.hint;
        item.appendChild(hint);
      }
      list.appendChild(item);
    });
    root.querySelector('button').addEventListener('click', function () { show([]); });
    document.body.appendChild(host);
  }
  var source = new EventSource(${JSON.stringify(EVENTS_PATH)});
  source.addEventListener('hello', function (event) {
    var state = JSON.parse(event.data);
    if (state.build !== build) reload(); else show(state.problems);
  });
  source.addEventListener('reload', function (event) {
    var state = JSON.parse(event.data);
    if (!state.inPlace) return reload();
    // Only markdown changed: a live page shows its new data in place (it cancels the event), else reload.
    // \`pages\`: what the edited pages need to show the edit (data, content, title, head tags), sent with the
    // event, so the page showing one needs no fetch.
    var update = new CustomEvent('laguna-docs:update', { cancelable: true, detail: { fallback: reload, pages: state.pages || [] } });
    if (document.dispatchEvent(update)) return reload();
    build = state.build;
    show([]);
  });
  source.addEventListener('problems', function (event) { show(JSON.parse(event.data).problems); });
})();`;

/** Adds the dev script, tagged with the build it belongs to, at the end of an HTML document's body. */
export function injectDevScript(html: string, build: number): string {
  const tag = `<script data-laguna-dev data-build="${build}">${SCRIPT}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + tag : html.slice(0, end) + tag + html.slice(end);
}
