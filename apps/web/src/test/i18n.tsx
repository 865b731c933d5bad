// Messages for component tests: both languages loaded once per test file, and a wrapper giving one of them.
import type { Locale } from '@samplebank/contracts/locales';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider, MessageRegistry } from '../lib/i18n';

export const testRegistries: Record<Locale, MessageRegistry> = {
  en: new MessageRegistry('en'),
  ms: new MessageRegistry('ms'),
};
await Promise.all([testRegistries.en.loadAll(), testRegistries.ms.loadAll()]);

/** The page's language and messages, as the app's providers give them (English unless told). */
export function WithMessages({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return <I18nProvider registry={testRegistries[locale]}>{children}</I18nProvider>;
}

/** `render` inside `WithMessages` (any other wrapper given goes inside it). */
export function renderWithMessages(
  ui: ReactElement,
  { locale = 'en', wrapper: Inner, ...options }: RenderOptions & { locale?: Locale } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <WithMessages locale={locale}>{Inner ? <Inner>{children}</Inner> : children}</WithMessages>
  );
  return render(ui, { ...options, wrapper: Wrapper });
}
