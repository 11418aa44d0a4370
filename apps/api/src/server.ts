import { buildApp } from "./build-app";
import { loadSettings, SettingsError } from "./settings";

async function main(): Promise<void> {
  // Everything the API writes under DATA_DIR (the embedded database, uploads, secrets) is its owner's alone:
  // files 0600, directories 0700, whatever the library that creates them asks for.
  process.umask(0o077);
  let settings: ReturnType<typeof loadSettings>;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await buildApp(settings);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await server.listen({ host: settings.host, port: settings.port });
  const where = `http://localhost:${settings.port}`;
  server.log.info(`Sextant API on ${where} (network ${settings.network}, Horizon ${settings.horizonUrl})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
