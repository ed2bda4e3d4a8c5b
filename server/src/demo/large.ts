// Grows the catalogue to a target size for benchmarks: products spread over the existing categories
// and sub-types, built with the same derived columns as real writes, sharing the demo photos; half
// of them sold in 5-12 size (and colour) combinations (issue 25).
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { derivedProductColumns } from "../services/product-columns.ts";
import { COLOURS, MATERIAL_PHRASES } from "./catalogue-data.ts";
import { randomGenerator } from "./random.ts";
import { largeVariants } from "./variants.ts";

const BATCH = 2000;

// A batch of a few thousand rows can take more than Prisma's default 5 s on a busy machine.
const BATCH_TIMEOUT_MS = 120_000;

export async function growCatalogue(prisma: PrismaClient, target: number, progress: (done: number, total: number) => void = () => {}) {
  const existing = await prisma.product.count();
  const toAdd = Math.max(0, target - existing);
  const categories = await prisma.category.findMany({ include: { subTypes: true } });
  const models = await prisma.product.findMany({
    select: {
      name: true,
      categoryId: true,
      subTypeId: true,
      price: true,
      images: { select: { storageKey: true, widths: true, width: true, height: true } },
    },
  });
  if (!categories.length || !models.length)
    throw new Error("Le catalogue de démonstration doit exister avant d'être agrandi (npm run seed).");
  const rand = randomGenerator(existing + 7);
  for (let done = 0; done < toAdd; done += BATCH) {
    const size = Math.min(BATCH, toAdd - done);
    const products = Array.from({ length: size }, (_, i) => {
      const model = rand.pick(models);
      const n = existing + done + i + 1;
      const text = {
        name: `${model.name.split(" ").slice(0, 3).join(" ")} ${rand.pick(COLOURS).name} n° ${n}`,
        description: `${rand.pick(MATERIAL_PHRASES)}. Référence ${n}.`,
        price: Math.max(1500, Math.round((model.price * rand.between(0.6, 1.4)) / 500) * 500),
        promotionPercent: rand.chance(0.2) ? rand.pick([10, 20, 30, 50]) : 0,
      };
      const sized = n % 2 === 0 ? largeVariants(rand, rand.int(5, 12)) : null;
      const outOfStock = rand.chance(0.1) || sized?.stock === 0;
      return {
        id: randomUUID(),
        ...text,
        ...derivedProductColumns(text),
        categoryId: model.categoryId,
        subTypeId: model.subTypeId,
        stock: sized?.stock ?? (outOfStock ? 0 : rand.int(1, 60)),
        outOfStock,
        featured: rand.chance(0.15),
        qualityScore: rand.int(0, 50),
        image: model.images[0],
        options: (sized?.options ?? []) as never,
        variants: sized?.variants ?? [],
      };
    });
    await prisma.$transaction(
      [
        prisma.product.createMany({ data: products.map(({ image: _image, variants: _variants, ...p }) => p) }),
        prisma.productVariant.createMany({ data: products.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id }))) }),
        prisma.productImage.createMany({
          data: products.filter((p) => p.image).map((p) => ({ productId: p.id, position: 0, isPrimary: true, alt: p.name, ...p.image! })),
        }),
      ],
      { timeout: BATCH_TIMEOUT_MS },
    );
    progress(done + size, toAdd);
  }
  return { added: toAdd, total: existing + toAdd };
}
