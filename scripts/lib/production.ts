// Imported first by scripts/prerender.ts, before anything loads React: React, react-dom's server
// renderer and the libraries that read NODE_ENV run their production builds, which render the same
// HTML as the development builds without the development checks (a third of the prerender's
// processor time). The prerender's workers inherit the setting with the environment.
process.env.NODE_ENV = 'production';
