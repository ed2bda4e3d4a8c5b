// subset-font ships no types: the one call scripts/fonts.ts makes.
declare module "subset-font" {
  interface Options {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
