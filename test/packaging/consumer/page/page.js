// The page's own script: answers are read by the packaging check through window.packaging.
import * as kit from './kit/mcp-elicit.js';

const state = { exports: Object.keys(kit).sort(), tags: {}, results: [], violations: [] };
window.packaging = state;
document.addEventListener('securitypolicyviolation', (event) => state.violations.push(`${event.violatedDirective} ${event.blockedURI}`));

state.tags = {
  form: customElements.get('mcp-elicit-form') === kit.McpElicitForm,
  url: customElements.get('mcp-elicit-url') === kit.McpElicitUrl,
};

const request = {
  message: 'Who is booking?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, reminder: { type: 'boolean', title: 'Send a reminder', default: true } },
    required: ['name'],
  },
};
const form = document.querySelector('#ask');
form.server = { name: 'tables', title: 'Table Booking' };
form.request = request;
form.addEventListener('mcp-elicit-result', (event) => state.results.push(event.detail));

// The German texts come from a chunk beside the bundle, loaded the first time an element sits under lang="de".
const german = document.querySelector('#german');
german.server = { name: 'tables' };
german.request = request;
await german.updateComplete;
state.germanReview = german.shadowRoot.querySelector('[part~="accept-button"]')?.textContent.trim();

// The Public Suffix List is the other chunk beside it.
const lookup = await kit.loadPublicSuffixLookup();
state.site = lookup?.domainOf('accounts.example.co.uk');
state.ready = true;
