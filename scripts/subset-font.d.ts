/** The part of subset-font (which ships no types) that generate-font-subsets.ts uses. */
declare module "subset-font" {
  type AxisLimit = number | { min: number; max: number; default?: number };
  type Options = {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    variationAxes?: Record<string, AxisLimit>;
    keepFeatures?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
