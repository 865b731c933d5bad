import { statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MicroCache } from '../../platform/micro-cache.js';
import { webDistOf } from '../../platform/plugins/web-app.js';
import { planSitemap, robotsTxt, sitemapFileOf, sitemapFileXml, sitemapIndexXml } from './crawling.service.js';

const compress = promisify(gzip);

// the sitemap's plan (one pass over the catalogue) is made at most once an hour; a crawler reads it far less often
const PLAN_MS = 60 * 60_000;
const CACHE_CONTROL = 'public, max-age=3600';

/** `/robots.txt`, `/sitemap.xml` and its files under `/sitemaps/`, for search engines. */
export async function crawlingRoutes(app: FastifyInstance) {
  const { config } = app.context;
  const db = app.context.catalogueDb;
  const plans = new MicroCache(PLAN_MS, 1);
  const builtAt = () => {
    try {
      return statSync(join(webDistOf(config), 'index.html')).mtime;
    } catch {
      return undefined;
    }
  };
  const plan = () => plans.remember('plan', () => planSitemap(db, { builtAt: builtAt() }));
  const hidden = { schema: { hide: true } };

  const sendXml = async (request: FastifyRequest, reply: FastifyReply, xml: string) => {
    reply.header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    reply.type('application/xml; charset=utf-8');
    // a file of 40,000 addresses is about 4 MB, a tenth of it compressed
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(await compress(xml));
    }
    return reply.send(xml);
  };

  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.header('Cache-Control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', hidden, async (request, reply) =>
    sendXml(request, reply, sitemapIndexXml(await plan(), config.publicUrl)),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const file = sitemapFileOf(request.params.file);
    const xml = file && (await sitemapFileXml(db, await plan(), file, config.publicUrl));
    if (!xml)
      return reply.status(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not found');
    return sendXml(request, reply, xml);
  });
}
