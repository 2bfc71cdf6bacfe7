'use strict';

// The ALTCHA widget (the altcha package: a Svelte custom element, about 90 KB with its three
// languages), swapped out of the worker by wrangler.toml's [alias]. Only the browser runs it: a
// form's island imports client/form-ui/proof-of-work.ts when a server answer asks for a challenge,
// and the worker bundles the islands to render them, so without the swap every new isolate would
// compile the widget at start-up for nothing. The worker never shows a challenge itself.
module.exports = {};
