'use client';
import { useClientApp } from 'portcullis/react';

export function SignOutButton() {
  const app = useClientApp();
  // Goes to urls.afterSignOut (/signed-out) once the session is gone.
  return <button type="button" onClick={() => void app.signOut()}>Sign out</button>;
}
