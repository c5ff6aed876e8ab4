import { flatRoutes } from "remix-flat-routes";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes are grouped by area in "+" folders (remix-flat-routes' hybrid routes:
  // `api+/admin+/users.$id.ts` is `api.admin.users.$id.ts`); Remix's own scan is off.
  ignoredRouteFiles: ["**/*"],
  routes: (defineRoutes) =>
    flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] }),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // core/ and db/ live beside app/; the compiler bundles them from there.
  watchPaths: ["core", "db", "renderer"],
  serverDependenciesToBundle: ["remix-i18next", /^remix-auth/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
