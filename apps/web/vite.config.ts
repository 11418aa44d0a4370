import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
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
      // zod ships comments Rollup cannot place; they are dropped harmlessly, so don't print them on every build.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return;
        warn(warning);
      },
    },
  },
});
