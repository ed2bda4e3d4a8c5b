import "@testing-library/jest-dom/vitest";

// jsdom draws no frames and defines no requestAnimationFrame; Zag's menus position themselves in
// one, and a frame asked for as a test ends was an uncaught TypeError under load (CI's log).
globalThis.requestAnimationFrame ??= (callback) => setTimeout(() => callback(performance.now()), 16) as unknown as number;
globalThis.cancelAnimationFrame ??= (id) => clearTimeout(id);
