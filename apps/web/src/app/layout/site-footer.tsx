import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { useDialogs } from '../../lib/dialogs';
import { type MessageKey, useT } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

type FooterLink =
  | { label: MessageKey<'common'>; to: string }
  | { label: MessageKey<'common'>; dialog: { name: 'contact'; inquiryType?: string } | { name: 'request-sample' } };

// The footer's settings are fixed defaults (spec §2); Contact and Request for Sample open their modals.
const FOOTER_COLUMNS: Array<{ title: MessageKey<'common'>; links: FooterLink[] }> = [
  {
    title: 'footer.marketplace',
    links: [
      { label: 'footer.products', to: paths.products.to() },
      { label: 'footer.brands', to: paths.brands.to() },
      { label: 'footer.boards', to: paths.boards.to() },
      { label: 'footer.howToSample', to: paths.howToSample.to() },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { label: 'footer.faq', to: paths.faq.to() },
      { label: 'footer.contact', dialog: { name: 'contact' } },
      { label: 'footer.requestSample', dialog: { name: 'request-sample' } },
      { label: 'footer.myRequests', to: paths.myRequests.to() },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { label: 'footer.about', to: paths.about.to() },
      { label: 'footer.blog', to: paths.blog.to() },
      { label: 'footer.privacy', to: paths.privacy.to() },
    ],
  },
  {
    title: 'footer.partners',
    links: [
      { label: 'footer.becomePartner', to: paths.becomePartner.to() },
      { label: 'footer.ourBrands', to: paths.brands.to() },
      { label: 'footer.wishlist', to: paths.wishlist.to() },
    ],
  },
];

const footerLinkStyles = 'text-left text-sm text-on-dark transition-colors hover:text-white hover:underline';

export function SiteFooter() {
  const t = useT('common');
  const dialogs = useDialogs();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-on-dark">
      <div className="container-page grid gap-12 py-14 md:py-16 lg:grid-cols-[1.2fr_2fr] lg:gap-16">
        <div className="max-w-sm">
          <Logo tone="light" />
          <p className="mt-6 text-2xl font-semibold tracking-tight text-white">{t('footer.pitchTitle')}</p>
          <p className="mt-3 text-sm text-on-dark-muted">{t('footer.pitch')}</p>
          <ButtonLink to={paths.samples.to()} variant="light" className="mt-6">
            {t('footer.browseSamples')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <nav aria-label={t('footer.navLabel')} className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-xs font-semibold tracking-wider text-on-dark-muted uppercase">{t(column.title)}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {'to' in link ? (
                      <Link to={link.to} className={footerLinkStyles}>
                        {t(link.label)}
                      </Link>
                    ) : (
                      <button type="button" onClick={() => dialogs.open(link.dialog)} className={footerLinkStyles}>
                        {t(link.label)}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-on-dark-muted md:flex-row md:justify-between">
          <p>{t('footer.copyright', { year: String(year) })}</p>
          <p>{t('footer.laws')}</p>
          <LanguageSwitch tone="light" className="-ml-2 md:order-first md:ml-0" />
        </div>
      </div>
    </footer>
  );
}
