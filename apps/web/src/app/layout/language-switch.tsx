import { LANGUAGE_NAMES, LOCALE_COOKIE, LOCALES, type Locale, pathInLocale } from '@samplebank/contracts/locales';
import { Languages } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Remembers the visitor's language: a cookie (the server sends a page of the other language to its own address), and
 * the account of a signed-in user, whose e-mails go out in it. A refusal changes nothing the visitor sees.
 */
export function rememberLocale(locale: Locale, signedIn: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads; no store API needed
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  if (signedIn) void api.put('/users/me/locale', { body: { locale } }).catch(() => undefined);
}

/**
 * The other language's link to the same page (path and query), in that language's own words. A full page load: each
 * language is its own set of addresses, rendered by the server in that language.
 */
export function LanguageSwitch({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const t = useT('common');
  const locale = useLocale();
  const location = useLocation();
  const { user } = useSession();
  const others = LOCALES.filter((other) => other !== locale);
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <nav aria-label={t('language.label')} className={cn('flex items-center gap-1', className)}>
      <Languages aria-hidden="true" className={cn('size-4', tone === 'dark' ? 'text-muted' : 'text-on-dark-muted')} />
      {others.map((other) => (
        <a
          key={other}
          href={pathInLocale(here, other)}
          hrefLang={other}
          lang={other}
          onClick={(event: MouseEvent) => {
            if (event.defaultPrevented) return;
            rememberLocale(other, Boolean(user));
          }}
          className={cn(
            'inline-flex min-h-10 items-center rounded-full px-2 text-sm font-medium hover:underline',
            tone === 'dark' ? 'text-ink' : 'text-on-dark hover:text-white',
          )}
        >
          {LANGUAGE_NAMES[other]}
        </a>
      ))}
    </nav>
  );
}
