import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { AppError } from './errors.js';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const SIGN_IN_ROLES = ['ADMIN', 'SAMPLEBANK_USER'] as const;

export type AuthUser = typeof users.$inferSelect;

/** Signs and checks the bearer tokens: HS256 only, `exp` checked, and the user's token version must still match. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly db: Database,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues a token for a user; it dies when the user's tokenVersion moves on (reset, role change). */
  sign(user: Pick<AuthUser, 'id' | 'tokenVersion'>): Promise<string> {
    return new SignJWT({ userId: user.id, ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * A secret token that the server can give again for the same purpose and subject (an invitation's e-mailed link,
   * resent unchanged) without keeping it: only its hash is stored.
   */
  derive(purpose: string, subject: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\0${subject}`).digest('base64url');
  }

  /** Returns the user a token speaks for, or throws 401 (`Token expired` when it is only out of date). */
  async verify(token: string): Promise<AuthUser> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
      throw new AppError('UNAUTHENTICATED', 'Invalid token');
    }
    if (typeof payload.userId !== 'string' || typeof payload.ver !== 'number') {
      throw new AppError('UNAUTHENTICATED', 'Invalid token');
    }
    if (!/^[0-9a-f-]{36}$/i.test(payload.userId)) throw new AppError('UNAUTHENTICATED', 'Invalid token');
    const [user] = await this.db.select().from(users).where(eq(users.id, payload.userId)).limit(1);
    if (!user || user.tokenVersion !== payload.ver) throw new AppError('TOKEN_EXPIRED', 'Token expired');
    if (!SIGN_IN_ROLES.includes(user.role as (typeof SIGN_IN_ROLES)[number])) {
      throw new AppError('UNAUTHORIZED_ROLE', 'Unauthorized role');
    }
    return user;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate` or `optionalUser`. */
    user?: AuthUser;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Route guards: use as `preHandler`. */
export function createGuards(tokens: TokenService) {
  const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Not signed in');
    request.user = await tokens.verify(token);
  };
  const optionalUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (token) request.user = await tokens.verify(token);
  };
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    if (request.user?.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Unauthorized role');
  };
  const requireApproved = async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    if (!request.user?.isApproved) throw new AppError('NOT_APPROVED', 'User not approved');
  };
  return { authenticate, optionalUser, requireAdmin, requireApproved };
}
export type Guards = ReturnType<typeof createGuards>;

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
  return request.user;
}
