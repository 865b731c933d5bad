/** A list query as the web sends it: the schema's coerced page and limit as plain numbers. */
export type Paged<Query> = Omit<Query, 'page' | 'limit'> & { page?: number; limit?: number };
