/** A setting the server refuses at start; its message names the variable and what to set instead. */
export class ConfigError extends Error {}
