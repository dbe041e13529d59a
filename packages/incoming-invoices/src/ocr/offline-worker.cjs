'use strict';
// Worker thread for tesseract.js that cannot reach the network: the German model and the
// WebAssembly core come from node_modules; any attempt to fetch fails loudly instead.
globalThis.fetch = async (url) => {
  throw new Error(`Netzwerkzugriff im OCR-Worker ist gesperrt (${String(url)}).`);
};
require('tesseract.js/src/worker-script/node/index.js');
