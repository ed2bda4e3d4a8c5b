// The throw-away process of first-start.ts: draws a new shop's pictures, then exits, and the
// memory sharp held goes with it (decision 051).
import { openStorage } from "./storage/index.ts";
import { ensureBanners } from "./services/banners.ts";
import type { FirstStartMessage, FirstStartWork } from "./first-start.ts";

/** The last message sent, written once this resolves (messages go out in order). */
let sent = Promise.resolve();
const send = (m: FirstStartMessage) => {
  sent = new Promise((resolve) => process.send!(m, () => resolve()));
};

async function draw({ config, connection, seed }: FirstStartWork) {
  const storage = await openStorage(config);
  await ensureBanners(storage);
  if (!seed) return;
  // Loaded for the seed only: banners alone (every new shop) start this process faster without them.
  const [{ PrismaPg }, { PrismaClient }, { seedDemoCatalogue }] = await Promise.all([
    import("@prisma/adapter-pg"),
    import("./generated/prisma/client.ts"),
    import("./demo/seed.ts"),
  ]);
  // One connection, as the server's own: the embedded database is one session, where two
  // connections' transactions would mix.
  const prisma = new PrismaClient({ adapter: new PrismaPg({ ...connection, max: 1 }) });
  try {
    await seedDemoCatalogue(prisma, storage, (log) => send({ log }), config.DEMO_PHOTO_CACHE);
  } finally {
    await prisma.$disconnect();
  }
}

process.once("message", (work: FirstStartWork) => {
  draw(work)
    .catch((e: unknown) => {
      process.exitCode = 1;
      send({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    })
    .finally(async () => {
      await sent;
      process.exit(); // an S3 client's kept-alive sockets would hold the process open
    });
});
