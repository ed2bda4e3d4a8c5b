// Demo product shots and banners drawn as SVG and encoded to WebP with sharp: a coloured object
// silhouette on a plain background in its category's colour (DESIGN.md "Imagery"), no network.

export type Shape =
  | "dress"
  | "boubou"
  | "shirt"
  | "trousers"
  | "fabric"
  | "shoe"
  | "sandal"
  | "bag"
  | "necklace"
  | "earrings"
  | "bracelet"
  | "jar"
  | "tube"
  | "bottle"
  | "hat"
  | "glasses"
  | "scarf"
  | "watch";

const SHAPES: Record<Shape, (c: string, a: string) => string> = {
  dress: (c, a) => `<path d="M40 14h20l3 14-5 6 18 52H24l18-52-5-6z" fill="${c}"/><path d="M30 74h40" stroke="${a}" stroke-width="3"/>`,
  boubou: (c, a) =>
    `<path d="M42 16h16l30 20-8 10-12-6 4 46H28l4-46-12 6-8-10z" fill="${c}"/><path d="M44 18l6 16 6-16" fill="none" stroke="${a}" stroke-width="2.5"/>`,
  shirt: (c, a) =>
    `<path d="M38 18l12 6 12-6 20 12-6 12-8-4v40H32V38l-8 4-6-12z" fill="${c}"/><path d="M50 24v54" stroke="${a}" stroke-width="1.5" stroke-dasharray="2 6"/>`,
  trousers: (c, a) => `<path d="M32 16h36l4 70H56l-6-44-6 44H28z" fill="${c}"/><path d="M32 22h36" stroke="${a}" stroke-width="3"/>`,
  fabric: (c, a) =>
    `<rect x="18" y="18" width="64" height="64" rx="3" fill="${c}"/><g fill="none" stroke="${a}" stroke-width="2.5">${[28, 44, 60, 76].map((y) => [28, 44, 60, 76].map((x) => `<circle cx="${x - 2}" cy="${y - 2}" r="5"/>`).join("")).join("")}</g><path d="M18 70l64-10v22H18z" fill="${a}" opacity=".35"/>`,
  shoe: (c, a) =>
    `<path d="M14 66c0-10 4-22 10-24l14 8c10 6 24 8 36 10 8 2 12 6 12 12v4H14z" fill="${c}"/><path d="M14 76h72" stroke="${a}" stroke-width="4"/>`,
  sandal: (c, a) =>
    `<ellipse cx="50" cy="70" rx="36" ry="10" fill="${a}"/><path d="M30 68c4-20 36-20 40 0" fill="none" stroke="${c}" stroke-width="7"/><path d="M44 50l6 18 6-18" fill="none" stroke="${c}" stroke-width="5"/>`,
  bag: (c, a) =>
    `<path d="M36 40c0-18 28-18 28 0" fill="none" stroke="${a}" stroke-width="4"/><path d="M22 40h56l-6 44H28z" fill="${c}"/><rect x="44" y="52" width="12" height="8" rx="2" fill="${a}"/>`,
  necklace: (c, a) =>
    `<path d="M26 24c0 30 12 44 24 44s24-14 24-44" fill="none" stroke="${a}" stroke-width="2.5"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${30 + i * 6.7}" cy="${52 + Math.sin((i / 6) * Math.PI) * 14}" r="3.2" fill="${c}"/>`).join("")}<path d="M50 68l-7 10h14z" fill="${c}"/>`,
  earrings: (c, a) =>
    `${[34, 66].map((x) => `<circle cx="${x}" cy="26" r="3" fill="${a}"/><path d="M${x} 29v10" stroke="${a}" stroke-width="2"/><path d="M${x} 39l-10 30h20z" fill="${c}"/>`).join("")}`,
  bracelet: (c, a) =>
    `<circle cx="50" cy="52" r="28" fill="none" stroke="${c}" stroke-width="10"/><circle cx="50" cy="52" r="28" fill="none" stroke="${a}" stroke-width="2" stroke-dasharray="4 6"/>`,
  jar: (c, a) =>
    `<rect x="30" y="30" width="40" height="10" rx="3" fill="${a}"/><rect x="26" y="40" width="48" height="40" rx="8" fill="${c}"/><rect x="34" y="52" width="32" height="14" rx="2" fill="#fff" opacity=".7"/>`,
  tube: (c, a) =>
    `<path d="M38 16h24l-2 56H40z" fill="${c}"/><rect x="40" y="72" width="20" height="12" rx="2" fill="${a}"/><rect x="42" y="30" width="16" height="24" fill="#fff" opacity=".6"/>`,
  bottle: (c, a) =>
    `<rect x="44" y="14" width="12" height="12" fill="${a}"/><rect x="40" y="24" width="20" height="6" fill="${a}"/><path d="M28 34h44l4 8v36c0 4-2 6-6 6H30c-4 0-6-2-6-6V42z" fill="${c}"/><rect x="36" y="50" width="28" height="16" fill="#fff" opacity=".55"/>`,
  hat: (c, a) =>
    `<ellipse cx="50" cy="66" rx="38" ry="9" fill="${c}"/><path d="M30 64c0-28 40-28 40 0z" fill="${c}"/><path d="M31 58h38" stroke="${a}" stroke-width="5"/>`,
  glasses: (c, a) =>
    `<circle cx="32" cy="52" r="13" fill="${c}"/><circle cx="68" cy="52" r="13" fill="${c}"/><path d="M45 50q5-5 10 0M19 48l-8-6M81 48l8-6" fill="none" stroke="${a}" stroke-width="3"/>`,
  scarf: (c, a) => `<path d="M30 18h40v28L58 86H46l-4-40-12-2z" fill="${c}"/><path d="M34 26h32M34 34h32" stroke="${a}" stroke-width="3"/>`,
  watch: (c, a) =>
    `<rect x="42" y="12" width="16" height="76" rx="4" fill="${a}"/><circle cx="50" cy="50" r="17" fill="${c}"/><circle cx="50" cy="50" r="12" fill="#fff"/><path d="M50 50V42M50 50l6 3" stroke="${c}" stroke-width="2"/>`,
};

/** Square product shot: `variant` moves the object and the light so several photos of one product differ. */
export function productSvg(shape: Shape, color: string, accent: string, background: string, variant: number): string {
  const scale = [1, 0.86, 1.08, 0.92, 0.8][variant % 5];
  const rotate = [0, -8, 6, 12, -4][variant % 5];
  const t = `translate(50 50) rotate(${rotate}) scale(${scale}) translate(-50 -50)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><radialGradient id="l" cx="${30 + variant * 10}%" cy="25%" r="90%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100" height="100" fill="${background}"/><rect width="100" height="100" fill="url(#l)"/>` +
    `<ellipse cx="50" cy="90" rx="30" ry="4" fill="#000" opacity=".12"/><g transform="${t}">${SHAPES[shape](color, accent)}</g></svg>`
  );
}

/** Wide header banner: a wax-like pattern band in the shop colours behind the space for the tagline. */
export function bannerSvg(primary: string, accent: string, background: string, seed: number): string {
  const motifs = Array.from({ length: 14 }, (_, i) => {
    const x = 8 + i * 14;
    const y = 10 + ((i * 7 + seed * 5) % 24);
    return i % 2
      ? `<circle cx="${x}" cy="${y}" r="${5 + ((i + seed) % 4)}" fill="none" stroke="${accent}" stroke-width="2.5"/>`
      : `<path d="M${x - 6} ${y + 6}l6-12 6 12z" fill="${accent}" opacity=".8"/>`;
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect width="200" height="80" fill="${background}"/>` +
    `<path d="M0 0h200v46C150 60 60 30 0 50z" fill="${primary}"/><g opacity=".9">${motifs}</g>` +
    `<path d="M0 80V62c50-12 140 14 200-4v22z" fill="${accent}" opacity=".35"/></svg>`
  );
}

const rendered = new Map<string, Promise<{ width: number; body: Buffer }[]>>();

/** Renders an SVG once at `width` × `height`, then resizes the bitmap to every width up to it (WebP, no
 * metadata); larger widths (the full-screen view's zoom size) are drawn straight from the SVG at the
 * fastest effort, which halves their cost. Memoised per process: the same drawing is encoded once
 * however many shops a test run starts. */
export function renderWebp(svg: string, width: number, height: number, widths: readonly number[]) {
  const key = `${width}x${height}:${widths.join(",")}:${svg}`;
  let result = rendered.get(key);
  if (!result) rendered.set(key, (result = encode(svg, width, height, widths)));
  return result;
}

async function encode(svg: string, width: number, height: number, widths: readonly number[]) {
  // Loaded when a picture is drawn (demo seed, missing banners), not at the server's start (decision 049).
  const { default: sharp } = await import("sharp");
  const draw = (svg: string, width: number) => sharp(Buffer.from(svg), { density: 72 * (width / 100) });
  const bitmap = await draw(svg, width).resize(width, height).png().toBuffer();
  return Promise.all(
    widths.map(async (w) => ({
      width: w,
      body: await (w > width ? draw(svg, w) : sharp(bitmap))
        .resize(w, Math.round((height * w) / width))
        .webp({ quality: 74, effort: w > width ? 0 : 2 })
        .toBuffer(),
    })),
  );
}
