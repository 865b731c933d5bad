// The floor of `npm run bench`: the least a listing page can cost on this machine with Node and PostgreSQL. One
// node:http server, one node-postgres pool, one prepared statement (the statement the app sends for a listing page in
// its default order), the rows sent as JSON: no framework, no validation, no ORM, no count. The app's throughput is
// read against it, so a budget that even this cannot meet is a budget of the machine, not of the app.
// Run by the bench: DATABASE_URL=... PORT=... tsx scripts/bench/floor-server.ts
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

// the page's keys from the narrow listing copy's index, then the page's samples and brands (as the app reads them)
const LISTING_PAGE = `
  select s.id, s.name, s.manufacturer_id, s.category_id, s.price, s.stock, s.sku, s.color_label, s.color_hex, s.usage,
    s.architectural, s.logistic, s.specifications, s.images, s.created_at,
    o.id as brand_id, o.name as brand_name, o.logo_url, o.logo,
    json_build_array(page.key0, page.key1, page.key2) as key
  from (
    select (stock <= 0) as key0, name as key1, id as key2, id from sample_listing
    order by (stock <= 0), name, id limit 15 offset $1
  ) page
  join samples s on s.id = page.id
  join organizations o on o.id = s.manufacturer_id
  order by page.key0, page.key1, page.key2`;

const server = createServer(async (incoming, outgoing) => {
  try {
    const page = Math.max(1, Number(new URL(incoming.url ?? '/', 'http://floor').searchParams.get('page')) || 1);
    const { rows } = await pool.query({ name: 'listing-page', text: LISTING_PAGE, values: [(page - 1) * 15] });
    outgoing.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    outgoing.end(JSON.stringify({ samples: rows }));
  } catch (error) {
    outgoing.writeHead(500, { 'content-type': 'text/plain' });
    outgoing.end(error instanceof Error ? error.message : 'failed');
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');

process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
