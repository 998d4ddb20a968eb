// Imported first: tells zod (inside the MCP client) not to probe for `new Function`, which this page's
// Content-Security-Policy forbids. Without it zod falls back by itself, but the probe shows up as a CSP report.
import { config } from 'zod/v4';

config({ jitless: true });
