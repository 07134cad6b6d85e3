import * as client from 'openid-client';
import { z } from 'zod';
import { usernameSchema } from '@contract/auth';
import { NAME_MAX } from '@contract/user';
import type { AppConfig } from '../../config';

/** Sign-in through any OpenID Connect provider (docs/architecture.md §5), with openid-client v6. */

export const OIDC_UNAVAILABLE = 'The sign-in provider cannot be reached right now. Please try again later.';
export const OIDC_SCOPE = 'openid profile email';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** OIDC is on only when all three settings are present (config.ts refuses a partial set). */
export function oidcSettings(config: AppConfig): OidcSettings | null {
  const { OIDC_ISSUER_URL: issuerUrl, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  return issuerUrl && clientId && clientSecret ? { issuerUrl, clientId, clientSecret } : null;
}

export interface OidcProvider {
  /** The discovered provider metadata, or null when the provider can't be reached (answer 503). */
  configuration(): Promise<client.Configuration | null>;
}

/**
 * Discovery happens on first use, not at start-up (the app must start while the provider is down),
 * and is then kept for the life of the process. A failure is not kept: the next login tries again.
 */
export function createOidcProvider(settings: OidcSettings, log: { error(obj: object, msg: string): void }): OidcProvider {
  let discovered: Promise<client.Configuration | null> | undefined;
  const discover = async () => {
    const issuer = new URL(settings.issuerUrl);
    try {
      return await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // An http:// issuer is an explicit choice (a provider on the same private network, or the
        // tests' local mock); openid-client refuses it unless told.
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
    } catch (error) {
      discovered = undefined;
      log.error({ err: error, issuer: settings.issuerUrl }, 'OIDC discovery failed');
      return null;
    }
  };
  return {
    configuration: () => (discovered ??= discover()),
  };
}

/** What /api/login hands to /api/callback, in a signed, HttpOnly, 10-minute cookie. */
export const loginStateSchema = z.object({
  codeVerifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  returnTo: z.string(),
});
export type LoginState = z.infer<typeof loginStateSchema>;

export interface OidcProfile {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  /** A valid, lower-cased username suggestion, or null. */
  preferredUsername: string | null;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/** Maps standard claims to our fields, keeping only values our own forms would accept. */
export function profileFromClaims(claims: Record<string, unknown>): OidcProfile {
  const email = z.email().max(254).safeParse(claims.email);
  const picture = z.url({ protocol: /^https?$/ }).max(2000).safeParse(claims.picture);
  const username = usernameSchema.safeParse(claims.preferred_username);
  return {
    // A provider without given_name still usually has `name`: better a whole name than none.
    firstName: text(claims.given_name, NAME_MAX) ?? text(claims.name, NAME_MAX),
    lastName: text(claims.family_name, NAME_MAX),
    email: email.success ? email.data.toLowerCase() : null,
    profileImageUrl: picture.success ? picture.data : null,
    preferredUsername: username.success ? username.data : null,
  };
}

/** Whether the ID token lacks everything we'd show, so the userinfo endpoint is worth a call. */
export function needsUserInfo(claims: Record<string, unknown>): boolean {
  return !claims.given_name && !claims.name && !claims.email;
}
