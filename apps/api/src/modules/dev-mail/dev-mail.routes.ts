import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../db/schema/index.js';
import { escapeHtml } from '../../platform/mail-templates.js';

/** Demo mode only: the outbox as a page, so a person trying Samplebank can read their code and links. */
export async function devMailPage(app: FastifyInstance) {
  const { db } = app.context;
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
    const items = mails
      .map(
        (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><span>to ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${escapeHtml(mail.status)}</span></header>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox — Samplebank demo</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}main{max-width:760px;margin:0 auto;padding:32px 16px}
h1{font-size:24px;margin:0 0 4px}p.lead{color:#57534e;margin:0 0 24px}article{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:16px 20px;margin:0 0 16px}
header{display:flex;flex-direction:column;gap:2px;margin-bottom:8px}header span{color:#78716c;font-size:13px}pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,Menlo,monospace;margin:0}
a{color:#1c1917}</style></head><body><main>
<h1>Outbox</h1><p class="lead">Demo mode: e-mails Samplebank would send are kept here (newest first). <a href="/">Back to Samplebank</a></p>
${items || '<p>No e-mails yet.</p>'}
</main></body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
