// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { WizardProgress } from './wizard-header';
import { PendingApprovalStep } from './wizard-outcome';

afterEach(cleanup);

const paragraph = (start: RegExp) =>
  screen.getByText((_, element) => element?.tagName === 'P' && start.test(element.textContent ?? ''));

describe('PendingApprovalStep', () => {
  it('thanks the user by name and says where the approval e-mail goes', () => {
    renderWithMessages(<PendingApprovalStep name="Aisyah" email="aisyah@example.com" onReturn={() => {}} />);
    expect(paragraph(/^Thank you/).textContent).toBe(
      'Thank you, Aisyah. Your registration is complete and our team is reviewing your account. Review typically takes 1-2 business days.',
    );
    expect(paragraph(/^We will send/).textContent).toContain('aisyah@example.com as soon as your account is approved');
    expect(screen.getByText('Aisyah').getAttribute('translate')).toBe('no');
  });

  it('speaks Bahasa Malaysia on a /ms page', () => {
    renderWithMessages(<PendingApprovalStep email="aisyah@example.com" onReturn={() => {}} />, { locale: 'ms' });
    expect(screen.getByRole('heading', { name: 'Akaun Menunggu Semakan' })).toBeTruthy();
    expect(paragraph(/^Terima kasih\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kembali ke Laman Utama' })).toBeTruthy();
  });
});

describe('WizardProgress', () => {
  it('names the steps and the current one in Malay', () => {
    renderWithMessages(<WizardProgress step="profile-completion" startedAtEmailVerification />, { locale: 'ms' });
    expect(screen.getByRole('progressbar', { name: 'Kemajuan pendaftaran' })).toBeTruthy();
    expect(screen.getByText('Sahkan E-mel')).toBeTruthy();
    expect(paragraph(/^Langkah/).textContent).toBe('Langkah 3 daripada 4 · Lengkapkan Profil');
  });
});
