import type { TPageSettings } from '@samplebank/contracts/content';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { usePageSettings } from '../api';
import { CallToAction } from '../components/call-to-action';
import { HomeCarousel } from '../components/home-carousel';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import { Testimonials } from '../components/testimonials';

type MaterialsContent = TPageSettings['materialCategories'];

type HomePageProps = {
  /** The materials section, given its title and description; the catalogue feature supplies it. */
  renderMaterials?: (content: MaterialsContent | undefined) => ReactNode;
  /** Further sections from other features, placed after the materials. */
  children?: ReactNode;
};

/** The landing page: every section is fed by `GET /page-settings`, with sensible defaults. */
export function HomePage({ renderMaterials, children }: HomePageProps) {
  const t = useT('home');
  const { data: settings } = usePageSettings();
  const dialogs = useDialogs();

  return (
    <>
      <HomeHero />
      <HowItWorks content={settings?.features} />
      {settings?.callToActionTop && (
        <CallToAction
          id="cta-top"
          look="banner"
          content={settings.callToActionTop}
          actions={
            <>
              <Button size="lg" onClick={() => dialogs.open({ name: 'auth', view: 'signup' })}>
                {settings.callToActionTop.primaryButtonText || t('cta.joinForFree')}
              </Button>
              <ButtonLink to={paths.becomePartner.to()} size="lg" variant="light">
                {settings.callToActionTop.secondaryButtonText || t('cta.becomePartner')}
              </ButtonLink>
            </>
          }
        />
      )}
      {renderMaterials?.(settings?.materialCategories)}
      {children}
      <HomeCarousel images={settings?.carousel.images} />
      {settings?.callToActionTopLeft && (
        <CallToAction
          id="cta-top-left"
          look="split"
          content={settings.callToActionTopLeft}
          actions={
            <>
              <ButtonLink to={paths.samples.to()} variant="dark">
                {settings.callToActionTopLeft.primaryButtonText || t('cta.browseSamples')}
              </ButtonLink>
              <ButtonLink to={paths.howToSample.to()} variant="secondary">
                {settings.callToActionTopLeft.secondaryButtonText || t('cta.howItWorks')}
              </ButtonLink>
            </>
          }
        />
      )}
      <Testimonials content={settings?.testimonials} />
      {settings?.callToActionBottom && (
        <div className="py-8 md:py-10">
          <CallToAction
            id="cta-bottom"
            look="banner"
            content={settings.callToActionBottom}
            actions={
              <>
                <ButtonLink to={paths.becomePartner.to()} size="lg">
                  {settings.callToActionBottom.primaryButtonText || t('cta.getStarted')}
                </ButtonLink>
                <Button size="lg" variant="light" onClick={() => dialogs.open({ name: 'contact' })}>
                  {settings.callToActionBottom.secondaryButtonText || t('cta.contactUs')}
                </Button>
              </>
            }
          />
        </div>
      )}
    </>
  );
}
