// A browser FormData, encoded exactly as a browser would send it.
export async function multipart(fields: Record<string, string>): Promise<{ contentType: string; bytes: Buffer }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: encoded.headers.get('content-type')!, bytes: Buffer.from(await encoded.arrayBuffer()) };
}
