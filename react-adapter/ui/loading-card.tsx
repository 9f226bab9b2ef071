/** The card shown while a screen's data loads or the app redirects: a spinner and a role="status" line. */
import type { ReactNode } from 'react';
import { useStrings } from '../context';
import { useColorSchemeAttribute } from './color-scheme';
import { Spinner } from './icons';
import { FullPage } from './screen';

export function LoadingCard({ fullPage, className, label }: { readonly fullPage?: boolean; readonly className?: string; readonly label?: string }): ReactNode {
  const s = useStrings();
  const scheme = useColorSchemeAttribute();
  const card = (
    <div {...scheme} className={['portcullis', 'portcullis-screen', 'portcullis-card', className].filter(Boolean).join(' ')}>
      <p role="status" className="portcullis-loading"><Spinner />{label ?? s.loading}</p>
    </div>
  );
  return fullPage === true ? <FullPage>{card}</FullPage> : card;
}
