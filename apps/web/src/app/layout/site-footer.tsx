import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { useDialogs } from '../../lib/dialogs';
import { Logo } from './logo';

type FooterLink =
  | { label: string; to: string }
  | { label: string; dialog: { name: 'contact'; inquiryType?: string } | { name: 'request-sample' } };

// The footer's settings are fixed defaults (spec §2); Contact and Request for Sample open their modals.
const FOOTER_COLUMNS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Marketplace',
    links: [
      { label: 'Products', to: paths.products.to() },
      { label: 'Brands', to: paths.brands.to() },
      { label: 'Boards', to: paths.boards.to() },
      { label: 'How to sample', to: paths.howToSample.to() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', to: paths.faq.to() },
      { label: 'Contact', dialog: { name: 'contact' } },
      { label: 'Request for Sample', dialog: { name: 'request-sample' } },
      { label: 'My sample requests', to: paths.myRequests.to() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about.to() },
      { label: 'Blog', to: paths.blog.to() },
      { label: 'Privacy', to: paths.privacy.to() },
    ],
  },
  {
    title: 'Partners',
    links: [
      { label: 'Become a brand partner', dialog: { name: 'contact', inquiryType: 'Join as brand partner' } },
      { label: 'Our brands', to: paths.brands.to() },
      { label: 'Wishlist', to: paths.wishlist.to() },
    ],
  },
];

const footerLinkStyles = 'text-left text-sm text-on-dark transition-colors hover:text-white hover:underline';

export function SiteFooter() {
  const dialogs = useDialogs();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-on-dark">
      <div className="container-page grid gap-12 py-14 md:py-16 lg:grid-cols-[1.2fr_2fr] lg:gap-16">
        <div className="max-w-sm">
          <Logo tone="light" />
          <p className="mt-6 text-2xl font-semibold tracking-tight text-white">Start your next project</p>
          <p className="mt-3 text-sm text-on-dark-muted">
            Find the right finish faster: order samples from Malaysia’s material brands and keep them together on
            project boards.
          </p>
          <ButtonLink to={paths.samples.to()} variant="light" className="mt-6">
            Browse samples
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-xs font-semibold tracking-wider text-on-dark-muted uppercase">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {'to' in link ? (
                      <Link to={link.to} className={footerLinkStyles}>
                        {link.label}
                      </Link>
                    ) : (
                      <button type="button" onClick={() => dialogs.open(link.dialog)} className={footerLinkStyles}>
                        {link.label}
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
          <p>© {year} Samplebank. All rights reserved.</p>
          <p>Our policies are governed by the laws of Malaysia. Prices in Malaysian ringgit (RM).</p>
        </div>
      </div>
    </footer>
  );
}
