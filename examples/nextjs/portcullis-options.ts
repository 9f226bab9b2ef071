/**
 * The options both sides share. NEXT_PUBLIC_* values are inlined by `next build`, so the browser bundle gets them too;
 * set them in .env.local (see .env.example) or the build's environment.
 */
import type { ClientOptions } from 'portcullis';

export const portcullisOptions = {
  projectId: process.env.NEXT_PUBLIC_STACK_PROJECT_ID,
  publishableClientKey: process.env.NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY,
  baseUrl: process.env.NEXT_PUBLIC_STACK_API_URL,
  urls: { afterSignIn: '/dashboard', afterSignUp: '/dashboard', afterSignOut: '/signed-out' },
} satisfies ClientOptions;
