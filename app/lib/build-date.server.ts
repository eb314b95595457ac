declare const __BUILD_DATE__: string;

/** When this build was made (vite.config.ts defines it once for the client and server builds). */
export const BUILD_DATE: string = __BUILD_DATE__;
