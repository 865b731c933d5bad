import type { SessionUser } from '../lib/session';
import { storageKeys } from '../lib/storage-keys';

/** A signed-in member as the session keeps them: approved, verified, profile complete, not premium unless told. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'user-1',
    name: 'Aisyah Rahman',
    email: 'aisyah@studio.example.my',
    role: 'SAMPLEBANK_USER',
    isEmailVerified: true,
    isProfileComplete: true,
    isApproved: true,
    isPremium: false,
    ...overrides,
  };
}

/** Signs `user` in as the login dialog does (token and user in localStorage); null signs out. */
export function storeSession(user: SessionUser | null) {
  localStorage.clear();
  if (!user) return;
  localStorage.setItem(storageKeys.token, 'token');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}
