/**
 * Registers both custom elements. Safe to import twice (two bundles, hot reload): a tag that is already
 * defined is left as it is. Each element also has its own registration module, so that the per-element
 * entries (`/form`, `/url`) load only their element.
 */
import './define-form.js';
import './define-url.js';

export { FORM_TAG, URL_TAG } from './tags.js';
