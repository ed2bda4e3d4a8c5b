// Fills an empty shop with the demo catalogue: categories, ~160 products with French names and
// descriptions, and 1-5 generated WebP photos each; clothes and shoes sold by size, a few of them
// in two or three colours with a photo of each (demo/variants.ts). Used on first start (SEED_DEMO) and by `npm run seed`.
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { FileStorage } from "../storage/index.ts";
import { derivedCategoryColumns, derivedProductColumns, subTypeNameKey } from "../services/product-columns.ts";
import { IMAGE_WIDTHS, PAGE_IMAGE_WIDTH } from "../services/images.ts";
import { productSvg, renderWebp, type Shape } from "./art.ts";
import { ACCESSORY_SHAPES, CARE_PHRASES, COLOURS, DEMO_CATEGORIES, MATERIAL_PHRASES } from "./catalogue-data.ts";
import { randomGenerator } from "./random.ts";
import { pool } from "../lib/pool.ts";
import { colourValue, demoVariants } from "./variants.ts";
import { keptRenditions } from "./photo-cache.ts";

const COLOUR_VARIANTS_PER_ITEM = 2;
const DAY = 86_400_000;
const ZOOM = IMAGE_WIDTHS.at(-1)!;

interface PlannedProduct {
  name: string;
  description: string;
  price: number;
  promotionPercent: number;
  stock: number;
  outOfStock: boolean;
  featured: boolean;
  qualityScore: number;
  createdAt: Date;
  shape: Shape;
  colour: string;
  accent: string;
  background: string;
  imageCount: number;
  subTypeName: string | null;
  item: string;
  colourName: string;
}

function planCategory(category: (typeof DEMO_CATEGORIES)[number], rand: ReturnType<typeof randomGenerator>): PlannedProduct[] {
  const groups = category.subTypes.length
    ? category.subTypes.map((s) => ({ subTypeName: s.name as string | null, items: s.items.map((i) => ({ item: i, shape: s.shape })) }))
    : [{ subTypeName: null, items: (category.items ?? []).map((i) => ({ item: i, shape: ACCESSORY_SHAPES[i] ?? "scarf" })) }];
  const [min, max] = category.priceRange;
  return groups.flatMap(({ subTypeName, items }) =>
    items.flatMap(({ item, shape }) =>
      rand.pickMany(COLOURS, COLOUR_VARIANTS_PER_ITEM).map((colour) => {
        const outOfStock = rand.chance(0.1);
        const accent = rand.pick(COLOURS.filter((c) => c !== colour)).hex;
        return {
          name: `${item} ${colour.name}`,
          description: `${item} coloris ${colour.name}. ${rand.pick(MATERIAL_PHRASES)}. ${rand.pick(CARE_PHRASES)}`,
          price: Math.round(rand.between(min, max) / 500) * 500,
          promotionPercent: rand.chance(0.2) ? rand.pick([10, 15, 20, 25, 30, 40, 50]) : 0,
          stock: outOfStock ? 0 : rand.int(1, 40),
          outOfStock,
          featured: rand.chance(0.15),
          qualityScore: rand.int(5, 50),
          createdAt: new Date(Date.now() - rand.int(0, 60) * DAY - rand.int(0, DAY)),
          shape,
          colour: colour.hex,
          accent,
          background: category.background,
          imageCount: rand.int(1, 5),
          subTypeName,
          item,
          colourName: colour.name,
        };
      }),
    ),
  );
}

/** The sizes (and for one product in five, colours) of a product of a category sold by size; the
 * photos then show each colour in turn. */
function withVariants(
  p: PlannedProduct,
  kind: NonNullable<(typeof DEMO_CATEGORIES)[number]["sizes"]>,
  rand: ReturnType<typeof randomGenerator>,
) {
  const colours = rand.chance(0.2)
    ? [
        p.colourName,
        ...rand
          .pickMany(
            COLOURS.filter((c) => c.name !== p.colourName),
            rand.int(1, 2),
          )
          .map((c) => c.name),
      ]
    : [];
  const v = demoVariants(kind, rand, p.outOfStock, colours.map(colourValue));
  const photoColours = colours.length
    ? Array.from({ length: Math.max(p.imageCount, colours.length) }, (_, i) => COLOURS.find((c) => c.name === colours[i % colours.length])!)
    : [];
  return { ...v, photoColours, name: colours.length ? p.item : p.name };
}

/** `photoCache`: DEMO_PHOTO_CACHE, where the tests keep the drawn photos between seeds (photo-cache.ts). */
export async function seedDemoCatalogue(
  prisma: PrismaClient,
  storage: FileStorage,
  log: (m: string) => void = () => {},
  photoCache?: string,
) {
  const started = Date.now();
  const rand = randomGenerator(2026);
  // Its own sequence: the sizes leave every other draw of the demo as it was.
  const sizeRand = randomGenerator(2025);
  let productCount = 0;
  let imageCount = 0;
  for (const category of DEMO_CATEGORIES) {
    const planned = planCategory(category, rand);
    const created = await prisma.category.create({
      data: {
        name: category.name,
        ...derivedCategoryColumns(category.name),
        tagline: category.tagline,
        description: category.description,
        subTypes: { create: category.subTypes.map((s, position) => ({ name: s.name, nameKey: subTypeNameKey(s.name), position })) },
      },
      include: { subTypes: true },
    });
    const subTypeIds = new Map(created.subTypes.map((s) => [s.name, s.id]));
    const sized = planned.map((p) => (category.sizes ? withVariants(p, category.sizes, sizeRand) : null));
    await pool(planned, 3, async (p, index) => {
      const key = `products/demo/${slugify(category.name)}-${index + 1}`;
      const v = sized[index];
      const name = v?.name ?? p.name;
      const photoColours = v?.photoColours ?? [];
      const images = await Promise.all(
        Array.from({ length: photoColours.length || p.imageCount }, async (_, i) => {
          const colour = photoColours[i];
          const svg = productSvg(p.shape, colour?.hex ?? p.colour, p.accent, p.background, i);
          const renditions = await keptRenditions(photoCache, svg, IMAGE_WIDTHS, () =>
            renderWebp(svg, PAGE_IMAGE_WIDTH, PAGE_IMAGE_WIDTH, IMAGE_WIDTHS),
          );
          await Promise.all(renditions.map((r) => storage.put(`${key}-${i}-${r.width}.webp`, r.body, "image/webp")));
          return {
            position: i,
            isPrimary: i === 0,
            alt: `${name}${colour ? ` ${colour.name}` : ""}, vue ${i + 1}`,
            originalName: `${slugify(name)}-${i + 1}.webp`,
            storageKey: `${key}-${i}`,
            widths: [...IMAGE_WIDTHS],
            width: ZOOM,
            height: ZOOM,
            size: renditions.at(-1)!.body.length,
            color: colour ? colourValue(colour.name) : null,
          };
        }),
      );
      const text = { name, description: p.description, price: p.price, promotionPercent: p.promotionPercent };
      const stock = v?.stock ?? p.stock;
      await prisma.product.create({
        data: {
          ...text,
          ...derivedProductColumns(text),
          stock,
          outOfStock: p.outOfStock || stock === 0,
          featured: p.featured,
          qualityScore: p.qualityScore,
          createdAt: p.createdAt,
          categoryId: created.id,
          subTypeId: p.subTypeName ? subTypeIds.get(p.subTypeName) : null,
          images: { create: images },
          ...(v ? { options: v.options as never, variants: { create: v.variants } } : {}),
        },
      });
      imageCount += images.length;
    });
    productCount += planned.length;
  }
  log(
    `Catalogue de démonstration créé : ${DEMO_CATEGORIES.length} catégories, ${productCount} produits, ${imageCount} photos (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { categories: DEMO_CATEGORIES.length, products: productCount, images: imageCount };
}

/** True when the shop has neither categories nor products: only then is the demo added. */
export async function isCatalogueEmpty(prisma: PrismaClient) {
  const [categories, products] = await Promise.all([prisma.category.count(), prisma.product.count()]);
  return categories === 0 && products === 0;
}

export const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
