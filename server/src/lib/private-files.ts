// Modes of what the server writes under DATA_DIR (database, outbox with sign-in links, secrets,
// uploads): readable by the server's own user only (decision 033).
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;
