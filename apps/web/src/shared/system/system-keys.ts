/** Query keys of the system calls; the system-status key is also used by the API error hook. */
export const systemKeys = {
  all: ['system'] as const,
  status: ['system', 'status'] as const,
  initialConfig: (host: string) => ['system', 'initialConfig', host] as const,
  routers: (device: 0 | 3, language: string) => ['system', 'routers', device, language] as const,
  whitelabel: (language: string) => ['system', 'whitelabel', language] as const,
  registerSettings: (language: string) => ['system', 'registerSettings', language] as const,
  consolidatedSettings: (language: string) => ['system', 'consolidatedSettings', language] as const,
  helpCenter: (language: string) => ['system', 'helpCenter', language] as const,
  customerService: (language: string) => ['system', 'customerService', language] as const,
};

/** While the site is under maintenance or blocked, the status is checked again this often (ms). */
export const STATUS_RECHECK_MS = 30_000;
/** Settings barely change during a visit; the session cache serves them across reloads. */
export const SETTINGS_STALE_MS = 10 * 60_000;
