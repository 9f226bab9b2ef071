// Next 16's proxy (middleware.ts before): the signed-out go to the sign-in page and come back after.
import { portcullisProxy } from 'portcullis/next';
import { portcullisOptions } from './portcullis-options';

export default portcullisProxy({ protect: ['/dashboard'], ...portcullisOptions });

export const config = { matcher: ['/dashboard/:path*'] };
