import { LANGUAGE_NAMES, LOCALES, type Locale, pathInLocale } from '@samplebank/contracts/locales';
import { Languages } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { chosenLocale, LOCALE_SWITCH_ATTRIBUTE } from '../../lib/locale-choice';
import { type SessionUser, useSession } from '../../lib/session';

// the language being saved on the account: the header's, the footer's and the menu's switches ask once between them
let saving: Locale | null = null;

/** Keeps the language on a signed-in user's account, so their e-mails go out in it. A refusal changes nothing seen. */
function saveOnAccount(locale: Locale, user: SessionUser, updateUser: (user: SessionUser) => void) {
  if (saving === locale) return;
  saving = locale;
  void api
    .put('/users/me/locale', { body: { locale } })
    .then(() => updateUser({ ...user, locale }))
    .catch(() => undefined)
    .finally(() => {
      if (saving === locale) saving = null;
    });
}

/**
 * The other language's link to the same page (path and query), in that language's own words. A full page load: each
 * language is its own set of addresses, rendered by the server in that language.
 */
export function LanguageSwitch({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const t = useT('common');
  const locale = useLocale();
  const location = useLocation();
  const { user, updateUser } = useSession();
  // a choice made with the switch (its cookie, set as it was clicked: maybe before the app took over, or signed out)
  // reaches the account of whoever is signed in here
  useEffect(() => {
    if (user && chosenLocale() === locale && user.locale !== locale) saveOnAccount(locale, user, updateUser);
  }, [user, locale, updateUser]);
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
          {...{ [LOCALE_SWITCH_ATTRIBUTE]: other }}
          onClick={() => {
            if (user) saveOnAccount(other, user, updateUser);
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
