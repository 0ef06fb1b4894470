export { registerMediaRoutes } from './media.routes.js';
export { renderArt } from './media.service.js';
export { type ArtKind, ArtKinds, type ArtMotif, ArtMotifs, artUrl, slugify } from './media.urls.js';
