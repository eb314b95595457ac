/** Ports of one browser-test run: the site, and the local receiver standing in for the CRM. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const CRM_RECEIVER_PORT = E2E_PORT + 9;
