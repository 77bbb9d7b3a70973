// Draws the API reference from this server's own document. Nothing leaves the origin: no font
// service, no telemetry, no request proxy (the "Try it" client calls this origin directly), and
// no button to the renderer's hosted client, which would hand it our document's address.
/* global Scalar */
Scalar.createApiReference('#reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  hideClientButton: true,
  agent: { disabled: true },
});
