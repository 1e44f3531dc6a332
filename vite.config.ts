import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import { fileURLToPath } from "node:url";
import { precompress } from "./web/build/precompress.ts";
import { ariaLocales } from "./web/build/aria-locales.ts";
import { LOCALES } from "./web/src/i18n/locales.ts";

const api = "http://localhost:3000";

// plugin-react 6 transforms with oxc and has no `babel` option, so the two Babel-only transforms
// (Relay's graphql tags and Lingui's macros) run through @rolldown/plugin-babel before it.
const reactRouterProduction = (entry: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${entry}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  root: "web",
  resolve: {
    alias: [
      // The only API code the web may import: pure rules shared by both (DESIGN.md, "Layers").
      { find: "@rules", replacement: fileURLToPath(new URL("./api/src/domain/rules", import.meta.url)) },
      // react-router's package exports name only its development build (warnings and dev-only
      // checks); the production build sits beside it and is what a release should ship.
      ...(mode === "production"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : []),
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each module needs (read by `npm run bench:bundle`).
    manifest: true,
    // Chrome and Firefox (spec 1 §2) have preloaded modules natively for years: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Only those every page needs are grouped; the rest (react-aria's collections and
        // overlays, graphql-ws, drag and drop) follows the lazily loaded screens that use it.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: "relay", test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant)[\\/]/ },
          ],
        },
      },
    },
  },
  plugins: [
    babel({
      include: /\/web\/src\/.*\.[jt]sx?$/,
      plugins: ["babel-plugin-relay", "@lingui/babel-plugin-lingui-macro"],
      parserOpts: { plugins: ["typescript", "jsx"] },
    }),
    react(),
    // Only the app's languages of react-aria's own strings (web/build/aria-locales.ts).
    ariaLocales([...new Set(LOCALES.map((locale) => locale.split("-")[0] ?? locale))]),
    // Compiles the committed .po catalogs at build time: no compiled catalogs to keep in sync.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // .br and .gz beside each text asset, served by api/src/http/static.ts.
    precompress(),
  ],
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/api": { target: api },
      // Login codes land in the API's development outbox when no mail server is configured.
      "/dev/outbox": { target: api },
    },
  },
}));
