/** Display names of OAuth providers for their buttons ("Sign in with GitHub"); unknown ids are capitalised. */
const NAMES: Readonly<Record<string, string>> = {
  github: 'GitHub', google: 'Google', microsoft: 'Microsoft', spotify: 'Spotify', facebook: 'Facebook', discord: 'Discord',
  gitlab: 'GitLab', bitbucket: 'Bitbucket', linkedin: 'LinkedIn', apple: 'Apple', x: 'X', twitch: 'Twitch',
};

export const providerName = (id: string): string => NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
