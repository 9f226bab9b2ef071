/** GET /projects/current's cache key, apart from ProjectService so observers can name it without loading the service. */
export const CURRENT_PROJECT_KEY = ['projects', 'current'] as const;
