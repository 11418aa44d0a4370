import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = process.env.SEXTANT_API_URL ?? "http://localhost:3000";

/**
 * Long-lived vendor chunks: they change far less often than the app, so browsers keep them cached. Only
 * libraries every page needs in full belong here. Mantine is deliberately left out: as one chunk it would carry
 * every component any screen uses (forms, steppers, date pickers…) into the first paint, so Rollup splits it
 * by use instead, and each lazily loaded screen fetches only the components it needs.
 */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|react-router|scheduler)\//,
  query: /node_modules\/@tanstack\//,
  zod: /node_modules\/zod\//,
};

function vendorChunk(id: string): string | undefined {
  return Object.keys(VENDOR_CHUNKS).find((name) => VENDOR_CHUNKS[name]?.test(id));
}

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text asset of the build, once, so the
 * API serves them as they are instead of compressing each download again (apps/api/src/plugins/spa.ts).
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "sextant-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = path.join(outDir, "assets");
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * react-router's package resolves to its development build under every condition a bundler passes; production
 * builds take its production build instead (the same API without the development checks and warnings).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), precompress()],
  resolve: {
    alias: command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/files": { target: apiTarget, changeOrigin: true },
      "/.well-known": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Lets the bundle-size benchmark walk the chunks each route loads (bench/web/bundle-size.bench.ts).
    manifest: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      // @sextant/core is pure (rules and zod contracts, no module does anything when loaded), but its barrel index
      // defines every schema at top level, which Rollup must otherwise keep: each page would carry every feature's
      // contracts (KYC, anchor, checkout…) in its first load. Saying so lets an unused schema be dropped.
      treeshake: {
        moduleSideEffects: (id) => !/\/packages\/core\/src\//.test(id),
      },
      // zod ships comments Rollup cannot place; they are dropped harmlessly, so don't print them on every build.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return;
        warn(warning);
      },
    },
  },
}));
