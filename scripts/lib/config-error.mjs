// A configuration mistake the person starting the shop can fix: its message is one sentence naming
// the variable, printed without a stack trace.
export class ConfigError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ConfigError';
  }
}
