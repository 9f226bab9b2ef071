// productionModeProblems: the advisory check of a project before production mode (spec §5, protocol §5.11).
import { type IssueSeverity } from '../shared/issues';
import { type TrustedDomainIssueCode } from './trusted-domain-messages';
import { trustedDomainEntryIssues } from './trusted-domain-entry';

/** Structural, so the camelCase Project entity satisfies it as it is. */
export interface ProductionModeProject {
  readonly id: string;
  readonly config: {
    readonly allowLocalhost: boolean;
    readonly domains: readonly { readonly domain: string; readonly handlerPath?: string }[];
  };
}

export type ProductionModeProblemCode = 'LOCALHOST_ALLOWED' | TrustedDomainIssueCode;

/**
 * A problem to fix (severity 'error') or confirm (severity 'warning') before production mode, with where to fix it.
 * @example
 * const problems: ProductionModeProblem[] = await admin.getProductionModeProblems();
 * for (const problem of problems) console.log(problem.severity, problem.code, problem.message, problem.relativeFixUrl);
 * @public
 */
export interface ProductionModeProblem {
  readonly code: ProductionModeProblemCode;
  readonly message: string;
  /** Where the admin fixes it: the project's domains page. */
  readonly relativeFixUrl: string;
  readonly severity: IssueSeverity;
  /** The trusted-domain entry at fault, as configured; absent for project-wide problems. */
  readonly domain?: string;
}

export const LOCALHOST_ALLOWED_MESSAGE =
  "Localhost is not allowed in production mode; turn off 'Allow localhost' in project settings.";

/** `/projects/{projectId}/domains`, the id encoded as one path segment. */
export const domainsFixUrl = (projectId: string): string => `/projects/${encodeURIComponent(projectId)}/domains`;

/**
 * Every problem that should block (severity 'error') or be confirmed (severity 'warning') before the
 * project goes to production: 'Allow localhost' switched on, then each trusted domain's issues in order.
 * An empty list means the project is ready.
 */
export function productionModeProblems(project: ProductionModeProject): ProductionModeProblem[] {
  const relativeFixUrl = domainsFixUrl(project.id);
  const problems: ProductionModeProblem[] = [];
  if (project.config.allowLocalhost) {
    problems.push({ code: 'LOCALHOST_ALLOWED', message: LOCALHOST_ALLOWED_MESSAGE, relativeFixUrl, severity: 'error' });
  }
  for (const { domain } of project.config.domains) {
    for (const { code, message, severity } of trustedDomainEntryIssues(domain)) {
      problems.push({ code, message, relativeFixUrl, severity, domain });
    }
  }
  return problems;
}
