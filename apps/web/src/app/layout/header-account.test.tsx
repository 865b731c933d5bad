// @vitest-environment jsdom
import type { TCartResponse } from '@samplebank/contracts/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider, useDialogs } from '../../lib/dialogs';
import { translate } from '../../lib/i18n';
import { SessionProvider, type SessionUser } from '../../lib/session';
import { renderWithMessages, testRegistries } from '../../test/i18n';
import { CartButton } from './cart-button';
import { accountMenuLabel, HeaderAccount } from './header-account';
import { cartLabel } from './use-cart-units';

const user: SessionUser = {
  _id: 'u1',
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  role: 'SAMPLEBANK_USER',
  isEmailVerified: true,
  isProfileComplete: true,
  isApproved: true,
  isPremium: false,
};

function cartWith(...quantities: number[]): TCartResponse {
  return { samples: quantities.map((quantity) => ({ quantity })) } as unknown as TCartResponse;
}

function renderHeader(account: SessionUser | null, cart?: TCartResponse, locale: 'en' | 'ms' = 'en') {
  if (account) {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('user', JSON.stringify(account));
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (cart) queryClient.setQueryData(['cart'], cart);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(cart ?? cartWith()), { status: 200 })),
  );
  return renderWithMessages(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <DialogProvider>
            <CartButton />
            <HeaderAccount />
            <Routes>
              <Route path="/" element={null} />
              <Route path="/account" element={<p>Account page</p>} />
            </Routes>
          </DialogProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
    { locale },
  );
}

const t = translate('common', testRegistries.en);
const tMalay = translate('common', testRegistries.ms);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the avatar menu', () => {
  it('names the avatar button with the initials it shows (label in name)', () => {
    renderHeader(user);
    const button = screen.getByRole('button', { name: 'Account menu for Aisha Rahman (AR)' });
    expect(button.textContent).toContain('AR');
  });

  it('leads to the account page', () => {
    renderHeader(user);
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.getByText('Account page')).toBeTruthy();
  });

  it('names a picture avatar without initials it does not show', () => {
    expect(accountMenuLabel(t, { name: 'Aisha Rahman', avatar: 'https://x.test/a.png' })).toBe(
      'Account menu for Aisha Rahman',
    );
  });
});

/** Says whether the open sign-in dialog keeps the page after signing in (an onSuccess) or goes to the catalogue. */
function SignInProbe() {
  const { current } = useDialogs();
  if (current?.name !== 'auth') return null;
  return <output>{current.onSuccess ? 'stays' : 'leaves'}</output>;
}

describe('signing in from the header', () => {
  const renderAt = (url: string) =>
    renderWithMessages(
      <MemoryRouter initialEntries={[url]}>
        <QueryClientProvider client={new QueryClient()}>
          <SessionProvider>
            <DialogProvider>
              <HeaderAccount />
              <SignInProbe />
            </DialogProvider>
          </SessionProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );

  it('comes back to an invitation page, which then offers to accept', () => {
    renderAt('/accept-invitation/abc');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status').textContent).toBe('stays');
  });

  it('goes on to the catalogue from elsewhere, as before', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status').textContent).toBe('leaves');
  });
});

describe('the cart badge', () => {
  it('counts the units in the cart and says them in the button name', async () => {
    renderHeader(user, cartWith(2, 1));
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(button.textContent).toBe('3');
  });

  it('shows no badge for an empty cart, a visitor or an account awaiting approval', () => {
    renderHeader(user, cartWith());
    expect(screen.getByRole('button', { name: 'Cart' }).textContent).toBe('');
    cleanup();
    localStorage.clear();
    renderHeader(null, cartWith(4));
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy();
    cleanup();
    renderHeader({ ...user, isApproved: false }, cartWith(4));
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy();
  });

  it('says one item, and caps a long count the same way it shows it', () => {
    expect(cartLabel(t, 1)).toBe('Cart, 1 item');
    expect(cartLabel(t, 120)).toBe('Cart, 99+ items');
    expect(cartLabel(t, undefined)).toBe('Cart');
  });
});

describe('in Bahasa Malaysia', () => {
  it('names the menu, its items and the cart in Malay', async () => {
    renderHeader(user, cartWith(2, 1), 'ms');
    expect(await screen.findByRole('button', { name: 'Troli, 3 item' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Menu akaun untuk Aisha Rahman (AR)' }));
    expect(screen.getByRole('button', { name: 'Akaun saya' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log keluar' })).toBeTruthy();
  });

  it('says one item and many alike (Malay has no plural form)', () => {
    expect(cartLabel(tMalay, 1)).toBe('Troli, 1 item');
    expect(cartLabel(tMalay, 120)).toBe('Troli, 99+ item');
  });
});
