import type { BetterAuthPlugin } from "better-auth";
import { type GenericOAuthUserInfo, genericOAuth } from "better-auth/plugins/generic-oauth";
import { type JWTVerifyGetKey, createRemoteJWKSet, jwtVerify } from "jose";
import { z } from "zod";
import { GOOGLE_EMAIL_NOT_VERIFIED, GOOGLE_ISSUERS, googleEndpoints } from "../../domain/account/google-sign-in";
import type { Settings } from "../../settings.server";

// Sign-in with Google, when its client id and secret are set (docs/security.md, "Google sign-in").
// better-auth's built-in Google provider fixes its token and key addresses to Google's hosts, so
// no test could reach it. Its generic OAuth plugin registers the same provider id, `google`, on the
// same routes (/api/auth/sign-in/social, /api/auth/callback/google) with addresses we give it:
// Google's own, or GOOGLE_BASE_URL's in tests. The code that runs in tests is the shipped code.
export function googleSignIn(settings: Settings): BetterAuthPlugin[] {
  const clientId = settings.GOOGLE_CLIENT_ID;
  const clientSecret = settings.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return [];
  const endpoints = googleEndpoints(settings.GOOGLE_BASE_URL);
  return [
    genericOAuth({
      config: [
        {
          providerId: "google",
          name: "Google",
          clientId,
          clientSecret,
          authorizationUrl: endpoints.authorization,
          tokenUrl: endpoints.token,
          scopes: ["openid", "email", "profile"],
          pkce: true,
          // Fetched only when a sign-in comes back (createRemoteJWKSet fetches on first use).
          getUserInfo: async (tokens) => (tokens.idToken ? verifiedGoogleProfile(tokens.idToken, createRemoteJWKSet(new URL(endpoints.keys)), clientId) : null),
        },
      ],
    }),
  ];
}

const idTokenClaims = z.object({
  sub: z.string().min(1),
  email: z.email(),
  // A boolean in Google's ID tokens; some OpenID providers send the string.
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]).default(false),
  name: z.string().optional(),
  picture: z.url().optional(),
});

/**
 * Who Google says signed in, from the ID token of the code exchange: its signature checked against
 * Google's published keys, its issuer, audience (our client id) and expiry. Null when any check fails.
 * better-auth reads this token without checking it (it came straight from the token endpoint over
 * TLS); checking costs one fetch per sign-in and holds even if that assumption does not.
 */
export async function verifiedGoogleProfile(idToken: string, keys: JWTVerifyGetKey, clientId: string): Promise<GenericOAuthUserInfo | null> {
  try {
    const { payload } = await jwtVerify(idToken, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ["RS256"], maxTokenAge: "1h" });
    const claims = idTokenClaims.parse(payload);
    return { id: claims.sub, sub: claims.sub, email: claims.email, emailVerified: claims.email_verified, name: claims.name ?? "", image: claims.picture };
  } catch (error) {
    console.error("google id token refused", error instanceof Error ? error.message : error);
    return null;
  }
}

type IdentityCheck = { user: { emailVerified?: unknown }; source: { method: string; action: string } };

/**
 * better-auth's `user.validateUserInfo`: an address Google has not verified never makes a Scout
 * account or joins one, since whoever typed it into Google may not own it. A Google account already
 * joined signs in as itself (its `sub`), whatever Google says of the address later.
 */
export function checkGoogleIdentity({ user, source }: IdentityCheck) {
  if (source.method !== "oauth" || source.action === "sign-in" || user.emailVerified === true) return;
  return { error: GOOGLE_EMAIL_NOT_VERIFIED, errorDescription: "Google has not verified this e-mail address." };
}
