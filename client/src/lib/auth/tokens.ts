// The back-office session lives in localStorage (SPEC §7 keys). Listeners learn about every change,
// so a 401 seen by the Apollo link logs the user out of every screen at once.
export const ACCESS_KEY = "auth_token";
export const REFRESH_KEY = "refresh_token";

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify() {
  for (const l of listeners) l();
}

export const tokenStore = {
  access: () => read(ACCESS_KEY),
  refresh: () => read(REFRESH_KEY),
  hasBoth: () => Boolean(read(ACCESS_KEY) && read(REFRESH_KEY)),
  set(accessToken: string, refreshToken: string) {
    localStorage.setItem(ACCESS_KEY, accessToken);
    localStorage.setItem(REFRESH_KEY, refreshToken);
    notify();
  },
  clear() {
    const had = read(ACCESS_KEY) !== null || read(REFRESH_KEY) !== null;
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
    if (had) notify();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    // Another tab logging in or out changes the same storage.
    const onStorage = (e: StorageEvent) => {
      if (e.key === ACCESS_KEY || e.key === REFRESH_KEY || e.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
};
export type TokenStore = typeof tokenStore;
