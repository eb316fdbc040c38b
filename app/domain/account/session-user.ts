/** Who is signed in, as every page and service sees them (read from better-auth's session). */
export type SessionUser = { id: string; email: string; emailVerified: boolean; /** The first name given at sign-up, or "". */ name: string };
