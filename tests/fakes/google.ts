import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";

// A fake of Google's OAuth 2.0 and OpenID Connect endpoints on one origin (Scout's GOOGLE_BASE_URL),
// each at Google's own path: the consent screen (accounts.google.com/o/oauth2/v2/auth), the token
// endpoint (oauth2.googleapis.com/token), the signing keys (www.googleapis.com/oauth2/v3/certs) and
// userinfo (openidconnect.googleapis.com/v1/userinfo). It checks what Google checks (the client,
// its registered redirect URIs, the code used once, PKCE) and answers in Google's shapes: the
// consent screen redirects back with `code` and `state`, or `error=access_denied`; the token
// endpoint returns an ID token signed RS256 with the key the certs endpoint publishes.
// The consent screen is a page a browser test fills in: the Google account's e-mail, its name and
// whether Google has verified the address. One e-mail is one Google account (the same `sub`).
export type GoogleClient = { id: string; secret: string; redirectUris: string[] };

/** The OAuth client the browser tests' server is configured with (scripts/e2e-server.ts). */
export const E2E_GOOGLE_CLIENT = { id: "scout-e2e.apps.googleusercontent.com", secret: "GOCSPX-scout-e2e-fake-secret" };
type Identity = { sub: string; email: string; email_verified: boolean; name: string; given_name: string; family_name: string; picture: string };
type Grant = { identity: Identity; redirectUri: string; codeChallenge: string | null; nonce: string | null };

const SCOPE = "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile";
const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");
const sha256 = (text: string) => createHash("sha256").update(text).digest();
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function identityOf(email: string, name: string, verified: boolean): Identity {
  // Google's subject ids are 21 digits; here a stable one per address.
  const sub = `1${BigInt(`0x${sha256(email.toLowerCase()).toString("hex").slice(0, 16)}`)
    .toString()
    .padStart(20, "0")}`;
  const [given = "", ...family] = name.split(" ");
  return {
    sub,
    email,
    email_verified: verified,
    name,
    given_name: given,
    family_name: family.join(" "),
    picture: `https://lh3.googleusercontent.com/a/${sub}=s96-c`,
  };
}

export function createFakeGoogle(client: GoogleClient) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(20).toString("hex");
  const jwk = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Identity>();

  const signIdToken = (claims: Record<string, unknown>) => {
    const unsigned = `${base64url(JSON.stringify({ alg: "RS256", kid, typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
    return `${unsigned}.${createSign("RSA-SHA256").update(unsigned).sign(privateKey).toString("base64url")}`;
  };
  const errorPage = (status: number, title: string) =>
    new Response(`<!doctype html><title>${title}</title><h1>Access blocked: authorization error</h1><p>${title}</p>`, {
      status,
      headers: { "content-type": "text/html" },
    });
  const tokenError = (status: number, error: string, description: string) => Response.json({ error, error_description: description }, { status });

  // Google shows an error page, and never redirects, for an unknown client or an unregistered redirect URI.
  function checkRequest(params: URLSearchParams): Response | null {
    if (params.get("client_id") !== client.id) return errorPage(401, "Error 401: invalid_client");
    if (!client.redirectUris.includes(params.get("redirect_uri") ?? "")) return errorPage(400, "Error 400: redirect_uri_mismatch");
    if (params.get("response_type") !== "code" || !params.get("scope")?.split(" ").includes("openid")) return errorPage(400, "Error 400: invalid_request");
    if (params.get("code_challenge") && params.get("code_challenge_method") !== "S256") return errorPage(400, "Error 400: invalid_request");
    return null;
  }

  function consentScreen(params: URLSearchParams) {
    const hidden = [...params].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join("");
    const page = `<!doctype html><html lang="en"><head><title>Sign in - Google Accounts</title></head><body><main>
<h1>Sign in with Google</h1><p>to continue to Scout</p>
<form method="post" action="/o/oauth2/v2/auth/consent">${hidden}
<p><label>Email <input name="email" type="email"></label></p>
<p><label>Name <input name="name"></label></p>
<p><label><input name="email_verified" type="checkbox" checked> Google has verified this e-mail</label></p>
<button name="decision" value="allow">Continue</button> <button name="decision" value="deny">Cancel</button>
</form></main></body></html>`;
    return new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } });
  }

  function decide(form: URLSearchParams) {
    const refused = checkRequest(form);
    if (refused) return refused;
    const back = new URL(form.get("redirect_uri")!);
    if (form.get("state")) back.searchParams.set("state", form.get("state")!);
    if (form.get("decision") !== "allow") {
      back.searchParams.set("error", "access_denied");
      return Response.redirect(back.toString(), 302);
    }
    const email = form.get("email")?.trim();
    if (!email) return errorPage(400, "Enter an email");
    const code = `4/0${randomBytes(32).toString("base64url")}`;
    const identity = identityOf(email, form.get("name")?.trim() || email.split("@")[0]!, form.get("email_verified") === "on");
    grants.set(code, { identity, redirectUri: form.get("redirect_uri")!, codeChallenge: form.get("code_challenge"), nonce: form.get("nonce") });
    back.searchParams.set("code", code);
    back.searchParams.set("scope", SCOPE);
    back.searchParams.set("authuser", "0");
    back.searchParams.set("prompt", "consent");
    return Response.redirect(back.toString(), 302);
  }

  async function token(request: Request) {
    const form = new URLSearchParams(await request.text());
    const basic = request.headers.get("authorization")?.match(/^Basic (.+)$/)?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent) : [];
    if ((basicId ?? form.get("client_id")) !== client.id || (basicSecret ?? form.get("client_secret")) !== client.secret) {
      return tokenError(401, "invalid_client", "The OAuth client was not found.");
    }
    if (form.get("grant_type") !== "authorization_code") return tokenError(400, "unsupported_grant_type", "Invalid grant_type: " + form.get("grant_type"));
    const code = form.get("code") ?? "";
    const grant = grants.get(code);
    // A code works once, whatever happens next.
    grants.delete(code);
    if (!grant || grant.redirectUri !== form.get("redirect_uri")) return tokenError(400, "invalid_grant", "Bad Request");
    if (grant.codeChallenge && base64url(sha256(form.get("code_verifier") ?? "")) !== grant.codeChallenge)
      return tokenError(400, "invalid_grant", "Bad Request");
    const accessToken = `ya29.${randomBytes(48).toString("base64url")}`;
    accessTokens.set(accessToken, grant.identity);
    const now = Math.floor(Date.now() / 1000);
    const idToken = signIdToken({
      iss: "https://accounts.google.com",
      azp: client.id,
      aud: client.id,
      ...grant.identity,
      at_hash: base64url(sha256(accessToken).subarray(0, 16)),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      iat: now,
      exp: now + 3600,
    });
    return Response.json({ access_token: accessToken, expires_in: 3599, scope: SCOPE, token_type: "Bearer", id_token: idToken });
  }

  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /o/oauth2/v2/auth") return checkRequest(url.searchParams) ?? consentScreen(url.searchParams);
    if (route === "POST /o/oauth2/v2/auth/consent") return decide(new URLSearchParams(await request.text()));
    if (route === "POST /token") return token(request);
    if (route === "GET /oauth2/v3/certs") return Response.json({ keys: [jwk] }, { headers: { "cache-control": "public, max-age=20000" } });
    if (route === "GET /v1/userinfo") {
      const identity = accessTokens.get(request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "");
      return identity ? Response.json(identity) : tokenError(401, "invalid_request", "Invalid Credentials");
    }
    return new Response("Not Found", { status: 404 });
  };
  return { handler };
}
