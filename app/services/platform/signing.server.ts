// The one way Scout signs and encodes its own tokens (unsubscribe links, known-device cookies,
// calendar links): HMAC-SHA-256 keyed by the app's secret, written in base64url.

/** The HMAC key of `secret`, for signing and verifying. */
export const signingKey = (secret: string) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

/** Bytes as base64url without padding (the form that travels in URLs and cookies). */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** base64url back to bytes. Callers re-encode and compare: a text whose spare bits differ decodes to the same bytes. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
