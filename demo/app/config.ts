/** What the demo server writes into the page: where the API is, which project, and whether it is the local emulator. */
export interface DemoConfig {
  readonly baseUrl: string;
  readonly projectId: string;
  readonly publishableClientKey: string;
  /** True when the backend is the local emulator: the Emulator panel is shown. */
  readonly emulator: boolean;
}

export function readDemoConfig(): DemoConfig {
  const element = document.getElementById('demo-config');
  if (element === null) throw new Error('The demo page has no #demo-config: start it with npm start.');
  return JSON.parse(element.textContent ?? '{}') as DemoConfig;
}
