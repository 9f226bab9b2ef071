/**
 * The TOTP set-up QR code. uqr (the encoder) is imported on demand, when the person turns two-factor on, so pages that
 * never show the set-up (every page but account settings, and account settings until the button is pressed) do not
 * carry it; the dist keeps `import('uqr')` as is, so the app's bundler puts it in a chunk of its own.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { TotpSetup } from '../../../application';

export function TotpQrCode({ setup, label }: { readonly setup: TotpSetup; readonly label: string }): ReactNode {
  const [drawn, setDrawn] = useState<{ readonly uri: string; readonly svg: string } | null>(null);
  useEffect(() => {
    let current = true;
    // uqr draws the QR code as SVG markup from the otpauth URI; the URI holds only the secret the person is looking at.
    // A failed chunk load leaves no code drawn: the secret is shown as text next to it, so set-up can still go on.
    import('uqr').then(({ renderSVG }) => {
      if (current) setDrawn({ uri: setup.uri, svg: renderSVG(setup.uri, { border: 2 }) });
    }, () => undefined);
    return () => { current = false; };
  }, [setup.uri]);
  // Nothing until the encoder is in (a fraction of a second): the image appears with its drawing, never empty.
  if (drawn?.uri !== setup.uri) return null;
  return <div role="img" aria-label={label} className="portcullis-qr" dangerouslySetInnerHTML={{ __html: drawn.svg }} />;
}
