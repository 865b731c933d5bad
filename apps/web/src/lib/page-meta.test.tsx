// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithMessages } from '../test/i18n';
import { PageMeta, SiteOriginContext, scriptSafeJson } from './page-meta';

describe('PageMeta', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('title, meta, link, script')) element.remove();
  });

  it('writes the title, description, canonical link, link-preview tags and JSON-LD into the head', () => {
    render(
      <SiteOriginContext.Provider value="https://samplebank.example">
        <WithMessages>
          <PageMeta
            title="Carrara Marble Tile — Bianco Stone"
            description="White marble with grey veins."
            path="/sample-details/a1b2"
            image="/api/files/marble.svg"
            type="product"
            structuredData={[{ '@type': 'Product', name: 'Carrara </script><script>alert(1)</script>' }]}
          />
        </WithMessages>
      </SiteOriginContext.Provider>,
    );
    expect(document.title).toBe('Carrara Marble Tile — Bianco Stone — Samplebank');
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('White marble with grey veins.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://samplebank.example/sample-details/a1b2',
    );
    expect(meta('meta[property="og:image"]')).toBe('https://samplebank.example/api/files/marble.svg');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    // the name's "</script>" stays inside the data: nothing ends the element early
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Carrara </script><script>alert(1)</script>',
    });
    expect(scripts[0]?.innerHTML).not.toContain('</script>');
  });
});

describe('scriptSafeJson', () => {
  it('escapes what could end a script element or open a comment', () => {
    expect(scriptSafeJson({ a: '</script><!-- &' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026"}');
    expect(JSON.parse(scriptSafeJson({ a: '</script>\u2028' }))).toEqual({ a: '</script>\u2028' });
  });

  it('links the page in each language: canonical in its own, alternates for both and x-default', () => {
    render(
      <SiteOriginContext.Provider value="https://samplebank.example">
        <WithMessages locale="ms">
          <PageMeta title="Sampel" description="Bahan." path="/samples?categoryId=c1" />
        </WithMessages>
      </SiteOriginContext.Provider>,
    );
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="canonical"]')).toBe('https://samplebank.example/ms/samples?categoryId=c1');
    expect(href('link[rel="alternate"][hreflang="en"]')).toBe('https://samplebank.example/samples?categoryId=c1');
    expect(href('link[rel="alternate"][hreflang="ms"]')).toBe('https://samplebank.example/ms/samples?categoryId=c1');
    expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(
      'https://samplebank.example/samples?categoryId=c1',
    );
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('ms_MY');
  });
});
