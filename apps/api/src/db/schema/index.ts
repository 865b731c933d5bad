// The database schema, one file per area; drizzle and drizzle-kit read it all from here.
// Every table keeps its rules in the database too: a bug in a service can't write a negative stock,
// a sixth sample on a line, a duplicate e-mail or an orphan row.
export * from './accounts.js';
export * from './audit.js';
export * from './board-collaboration.js';
export * from './brands.js';
export * from './cart.js';
export * from './catalogue.js';
export * from './content.js';
export * from './invoices.js';
export * from './jobs.js';
export * from './limits.js';
export * from './mail.js';
export * from './orders.js';
export * from './payments.js';
export * from './places.js';
export * from './projects.js';
export * from './requests.js';
export * from './uploads.js';
