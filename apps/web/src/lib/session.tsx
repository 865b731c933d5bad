import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { storageKeys } from './storage-keys';

/** The signed-in user as the API presents it (accounts spec §3); features read the fields they need. */
export type SessionUser = {
  _id: string;
  id?: string;
  name: string;
  email: string;
  avatar?: string | null;
  role: string;
  userType?: 'professional' | 'non-professional' | 'student' | null;
  isEmailVerified: boolean;
  isProfileComplete: boolean;
  isApproved: boolean;
  isPremium: boolean;
  organizationId?: string | null;
  supportingDocuments?: { documentType: string; documentKey: string; originalFilename: string }[];
  professionalInfo?: Record<string, unknown> | null;
  nonProfessionalInfo?: Record<string, unknown> | null;
  studentInfo?: Record<string, unknown> | null;
  myWishlist?: string[];
  /** the language the account reads Samplebank and its e-mails in */
  locale?: 'en' | 'ms';
};

/** Who was signed in when the server ended the session (an expired or revoked token). */
export type EndedSession = { userId: string; email: string };

type Session = {
  user: SessionUser | null;
  token: string | null;
  /** set when the server refused the session's token, until the user signs in again or dismisses the sign-in */
  endedSession: EndedSession | null;
  /** a token is present and the user's e-mail is verified (accounts spec §4) */
  isAuthenticated: boolean;
  /** stores the token and user (localStorage keys `token` and `user`) */
  signIn: (token: string, user: SessionUser) => void;
  /** replaces the stored user, e.g. after a profile change */
  updateUser: (user: SessionUser) => void;
  /** clears token, user and the dismissed-banner flag; the caller navigates to / */
  signOut: () => void;
  /**
   * The server refused the token (expired or revoked): forgets it and remembers who it was, so the sign-in can say
   * why and the user can carry on where they are. Answers false when nobody was signed in.
   */
  endSession: () => boolean;
  /** forgets `endedSession` (the sign-in that explained it was closed) */
  dismissEndedSession: () => void;
};

type SessionState = { token: string | null; user: SessionUser | null; endedSession: EndedSession | null };

const SessionContext = createContext<Session | null>(null);

const SIGNED_OUT: SessionState = { token: null, user: null, endedSession: null };

function readStored(): SessionState {
  try {
    const token = localStorage.getItem(storageKeys.token);
    const rawUser = localStorage.getItem(storageKeys.user);
    return { token, user: token && rawUser ? (JSON.parse(rawUser) as SessionUser) : null, endedSession: null };
  } catch {
    return { token: null, user: null, endedSession: null };
  }
}

/** Whether this browser held a session when asked (at the page's start, before any sign-in in it). */
export function hasStoredSession(): boolean {
  return readStored().token !== null;
}

/** Forgets the stored session in this browser (every tab), without touching the page. */
export function clearStoredSession() {
  for (const key of [storageKeys.token, storageKeys.user, storageKeys.bannerDismissed]) localStorage.removeItem(key);
}

/**
 * Logout: forgets the session and loads the home page afresh, so that no page of the signed-in
 * account reacts to the change and nothing it fetched stays in memory.
 */
export function signOutAndLeave(path = '/') {
  clearStoredSession();
  window.location.assign(path);
}

/** Holds who is signed in, mirrored in localStorage so a reload or a second tab keeps the session. */
export function SessionProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  // a page rendered by the server shows it as a visitor sees it; the hydrated page then reads who is signed in here,
  // before the browser paints
  const [state, setState] = useState<SessionState>(hydrating ? SIGNED_OUT : readStored);
  useLayoutEffect(() => {
    // a visitor stays the same state, so the page that just hydrated is not rendered again (a phone feels that)
    if (hydrating) setState((shown) => (hasStoredSession() ? readStored() : shown));
  }, [hydrating]);
  // read by endSession without making it change with every sign-in
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.token || event.key === storageKeys.user) setState(readStored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((token: string, user: SessionUser) => {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    setState({ token, user, endedSession: null });
  }, []);
  const updateUser = useCallback((user: SessionUser) => {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    setState((current) => ({ ...current, user }));
  }, []);
  const signOut = useCallback(() => {
    clearStoredSession();
    setState({ token: null, user: null, endedSession: null });
  }, []);
  const endSession = useCallback(() => {
    const { token, user } = current.current;
    if (!token) return false;
    clearStoredSession();
    const endedSession = user ? { userId: user._id ?? user.id ?? '', email: user.email } : null;
    setState({ token: null, user: null, endedSession });
    return true;
  }, []);
  const dismissEndedSession = useCallback(
    () => setState((previous) => (previous.endedSession ? { ...previous, endedSession: null } : previous)),
    [],
  );

  const value = useMemo<Session>(
    () => ({
      ...state,
      isAuthenticated: Boolean(state.token && state.user?.isEmailVerified),
      signIn,
      updateUser,
      signOut,
      endSession,
      dismissEndedSession,
    }),
    [state, signIn, updateUser, signOut, endSession, dismissEndedSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; throws outside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
