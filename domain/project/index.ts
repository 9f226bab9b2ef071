// Public barrel of the project rules: trusted-domain entry validation and the production-mode check.
export { trustedDomainEntryIssues, type TrustedDomainIssue } from './trusted-domain-entry';
export { severityOf, TRUSTED_DOMAIN_MESSAGES, type TrustedDomainIssueCode } from './trusted-domain-messages';
export {
  domainsFixUrl,
  LOCALHOST_ALLOWED_MESSAGE,
  productionModeProblems,
  type ProductionModeProblem,
  type ProductionModeProblemCode,
  type ProductionModeProject,
} from './production-mode';
