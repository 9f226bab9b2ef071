/**
 * portcullis/stack's `KnownErrors` against the official SDK's (the installed @stackframe/js 2.8.108's stack-shared):
 * every official name whose code the service's catalogue has resolves to our class for that same code, so an app's
 * `instanceof KnownErrors.X` checks keep their meaning. The official names left out are listed, each with its reason.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { KnownErrors } from '../../stack-compat';

type OfficialClasses = Record<string, { readonly errorCode: string }>;
// The stack-shared build that @stackframe/js 2.8.108 itself depends on (its own nested copy).
const OFFICIAL_MODULE = join(__dirname, '../../node_modules/@stackframe/js-2.8.108/node_modules/@stackframe/stack-shared/dist/known-errors.js');
const official = (createRequire(__filename)(OFFICIAL_MODULE) as { KnownErrors: OfficialClasses }).KnownErrors;

/** Official names with no class here: their features are outside Portcullis (or upstream-only SDK plumbing). */
const LEFT_OUT: Record<string, string> = {
  CliAuthError: 'CLI login', CliAuthExpiredError: 'CLI login', CliAuthUsedError: 'CLI login', InvalidPollingCodeError: 'CLI login',
  TeamInvitationEmailMismatch: 'not in the catalogue of the backend at 2f71990', TemplateSourceRewriteError: 'AI template assistant',
  EmailCapacityBoostAlreadyActive: 'email sending plans', EmailNotEditable: 'email outbox',
  ItemCustomerTypeDoesNotMatch: 'payments', CustomerDoesNotExist: 'payments', ProductDoesNotExist: 'payments',
  ProductCustomerTypeDoesNotMatch: 'payments', ProductAlreadyGranted: 'payments', SubscriptionInvoiceNotFound: 'payments',
  OneTimePurchaseNotFound: 'payments', SubscriptionAlreadyRefunded: 'payments', OneTimePurchaseAlreadyRefunded: 'payments',
  TestModePurchaseNonRefundable: 'payments', StripeAccountInfoNotFound: 'payments', DefaultPaymentMethodRequired: 'payments',
  NewPurchasesBlocked: 'payments', DataVaultStoreDoesNotExist: 'data vault', DataVaultStoreHashedKeyDoesNotExist: 'data vault',
  AnalyticsQueryTimeout: 'analytics', AnalyticsQueryError: 'analytics',
};

const ours = KnownErrors as unknown as Record<string, { readonly code: string } | undefined>;

describe('KnownErrors of portcullis/stack', () => {
  it.each(Object.entries(official).filter(([name]) => LEFT_OUT[name] === undefined))('%s has the official code', (name, officialClass) => {
    expect(ours[name]?.code).toBe(officialClass.errorCode);
  });

  it('leaves out exactly the listed official names', () => {
    expect(Object.keys(official).filter((name) => ours[name] === undefined).sort()).toEqual(Object.keys(LEFT_OUT).sort());
  });
});
