// Values the instances of one shop must agree on, kept in its database (decision 041): the
// first instance to start writes its proposal, every instance reads the one written.
import type { PrismaClient } from "../generated/prisma/client.ts";

export async function sharedSetting(prisma: PrismaClient, key: string, proposed: string): Promise<string> {
  await prisma.sharedSetting.createMany({ data: [{ key, value: proposed }], skipDuplicates: true });
  return (await prisma.sharedSetting.findUniqueOrThrow({ where: { key } })).value;
}
