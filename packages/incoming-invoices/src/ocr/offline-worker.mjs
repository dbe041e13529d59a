// Worker thread for tesseract.js that cannot reach the network: the German model and the
// WebAssembly core come from node_modules; any attempt to fetch fails loudly instead, and the
// thread then ends (without its model it can do nothing, and it must not linger).
globalThis.fetch = async (url) => {
  setTimeout(() => process.exit(1), 100);
  throw new Error(`Netzwerkzugriff im OCR-Worker ist gesperrt (${String(url)}).`);
};
// Loaded after the line above: the worker script picks its fetch when it loads.
await import('tesseract.js/src/worker-script/node/index.js');
