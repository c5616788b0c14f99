/** A file the customer downloads: its content type, a Dutch file name, never kept by a shared cache (it is theirs). */
export function fileResponse(body: Buffer, type: string, fileName: string): Response {
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
