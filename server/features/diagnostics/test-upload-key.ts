/** Where a test upload of the A/V diagnostics lives in the store, and the URL that reads it. */
export function testUploadKey(token: string) {
  return `diagnostics-test-uploads/${token}`;
}

export function testUploadUrl(token: string) {
  return `/api/admin/diagnostics/test-uploads/${token}`;
}
