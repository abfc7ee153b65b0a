// The code of the site steps, which a build loads once its markdown is on its way to the parse helper (see
// `BuildSpeed.siteSteps`): the plain steps, which load the markdown, OpenAPI and rendering packages, and the
// memos and threads around them, and the card drawer that starts cards early.
export { siteSteps } from '../steps/siteSteps.js';
export { parsePage } from '../parsePages.js';
export { threadSiteSteps } from './threads/threadSteps.js';
export { watchSiteSteps } from './watch/watchSiteSteps.js';
export { CardDrawer, cardRenderer, cardStep } from '../cards/drawCards.js';
export { apiModel } from '../loadSiteApi.js';
export { clientBundle, clientBundler } from '../bundleClient.js';
export { bundleComponents } from '../siteComponents/bundleComponents.js';
