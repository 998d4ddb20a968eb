// What a page that shows forms only imports: the URL element and the presenter must stay out of its bundle.
import { McpElicitForm } from '@mcp-elicit/elements/form';

export const registered: boolean = customElements.get('mcp-elicit-form') === McpElicitForm;
