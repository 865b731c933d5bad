import type { FastifyReply } from 'fastify';

/** Answers a CSV file to download: UTF-8, named, and never kept by a cache (it is the caller's own data). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
