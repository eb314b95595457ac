/** The URL of the public pages' script (vite.islands.ts). */
declare module "virtual:islands-entry" {
  const url: string;
  export default url;
}
