// Trunk's one post-build hook: wasm-bindgen's loader minified first, then the page's
// Content-Security-Policy, then the service worker's list of files and version, made from
// the finished page, then each file's precompressed copies. Trunk 0.21 starts its
// hooks of one stage at the same time, so two hooks could make the version from the page
// before its policy is written; one hook runs them in this order.
await import("./minify.mjs");
await import("./csp.mjs");
await import("./offline.mjs");
await import("./precompress.mjs");
