/**
 * The code layout's boundaries (ADR 021), checked by `npm run lint`.
 * Tests (`*.test.ts(x)`, `tests/`) may reach into a feature's internals; source may not.
 * `tests/lint/boundaries.test.ts` runs this file on deliberately wrong fixtures.
 */
const TEST = "(\\.test\\.tsx?$|^tests/|\\.worker\\.ts$)";
const FACE = "^app/services/[^/]+/index\\.server\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "An import cycle: split the shared part out, or move it down a layer.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "route-imports-db",
      comment: "Routes are thin: they call a feature's face, never db/ directly.",
      severity: "error",
      from: { path: "^app/(routes|components)/", pathNot: TEST },
      to: { path: "^db/" },
    },
    {
      name: "feature-internals-from-another-feature",
      comment: "Another feature is reached only through its face (index.server.ts).",
      severity: "error",
      from: {
        path: "^app/services/([^/]+)/",
        pathNot: [TEST, "^app/services/platform/config[a-z-]*\\.server\\.ts$"],
      },
      to: { path: "^app/services/[^/]+/.", pathNot: ["^app/services/$1/", FACE] },
    },
    {
      name: "feature-imports-its-own-face",
      comment: "Inside a feature, files import each other directly; the face is for the outside.",
      severity: "error",
      from: { path: "^app/services/([^/]+)/", pathNot: [TEST, FACE] },
      to: { path: "^app/services/$1/index\\.server\\.ts$" },
    },
    {
      name: "feature-internals-from-outside",
      comment:
        "Routes, components and scripts reach a feature only through its face (index.server.ts).",
      severity: "error",
      from: { pathNot: ["^app/services/", TEST] },
      to: { path: "^app/services/[^/]+/.", pathNot: FACE },
    },
    {
      name: "composition-root-reaches-only-config",
      comment:
        "platform/config is the composition root: it may read a feature's own config.server.ts, nothing else of it.",
      severity: "error",
      from: { path: "^app/services/platform/config[a-z-]*\\.server\\.ts$" },
      to: {
        path: "^app/services/(?!platform/|ops/)[^/]+/",
        pathNot: "^app/services/[^/]+/config\\.server\\.ts$",
      },
    },
    {
      name: "lower-layer-imports-feature",
      comment:
        "publishing/, platform/ and ops/ sit below the features: they import platform/, ops/, db/, core/ and renderer/ only.",
      severity: "error",
      from: {
        path: "^app/services/(publishing|platform|ops)/",
        pathNot: [TEST, "^app/services/platform/config[a-z-]*\\.server\\.ts$"],
      },
      to: { path: "^app/services/", pathNot: "^app/services/(publishing|platform|ops)/" },
    },
    {
      name: "core-imports-outside-core",
      comment: "core/ is pure and shared by app, renderer and worker.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(app|db|renderer|worker|scripts|tests)/" },
    },
    {
      name: "renderer-or-worker-imports-app",
      severity: "error",
      from: { path: "^(renderer|worker)/", pathNot: TEST },
      to: { path: "^app/" },
    },
    {
      name: "worker-imports-renderer",
      comment: "The storage layout both sides share lives in core/.",
      severity: "error",
      from: { path: "^worker/", pathNot: TEST },
      to: { path: "^renderer/" },
    },
    {
      name: "source-imports-tests",
      comment: "Kits and stand-ins in tests/ are for tests only.",
      severity: "error",
      from: { pathNot: TEST },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|public/build|\\.cache|data|tests/lint/fixtures)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
