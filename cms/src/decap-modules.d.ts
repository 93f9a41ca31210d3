// Decap's backends, widgets and locales ship without type declarations.
declare module "decap-cms-backend-github" {
  export const GitHubBackend: unknown;
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: unknown;
}
declare module "decap-cms-locales" {
  export const es: Record<string, unknown>;
}
declare module "decap-cms-widget-*" {
  const widget: { Widget(): import("decap-cms-core").CmsWidgetParam };
  export default widget;
}
