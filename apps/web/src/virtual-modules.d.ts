// The message catalogues, compiled by messages-plugin.ts.
declare module 'virtual:samplebank-messages' {
  /** every namespace: the source language's catalogue files */
  export const NAMESPACES: string[];
  /** one namespace's messages in one language, keyed `namespace.key`, parsed ahead */
  export function loadCatalogue(language: string, namespace: string): Promise<{ default: Record<string, unknown> }>;
}
