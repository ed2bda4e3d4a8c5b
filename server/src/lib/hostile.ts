// Text that no field of the shop can hold: a NUL byte is refused where text enters (query
// strings, path parameters, JSON bodies, form fields and file names, GraphQL documents and
// variables). PostgreSQL cannot store it and the error it raises would be a 500.
import { badInput } from "./errors.ts";

export const NUL_MESSAGE = "Le texte envoyé contient un caractère nul (\\0) : refusé.";

const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** True when a string anywhere in the value (keys included) holds a NUL byte. Walks with its own
 * stack: a deeply nested JSON body can't overflow the call stack. Only arrays and plain objects
 * are text containers: an uploaded File carries its bytes in own properties (walking 5 MB of them
 * entry by entry took 18 s). */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\0")) return true;
    } else if (Array.isArray(v)) for (const child of v) stack.push(child);
    else if (v && typeof v === "object" && isPlainObject(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes("\0")) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

export function refuseNul(value: unknown, field?: string) {
  if (containsNul(value)) throw badInput(NUL_MESSAGE, field);
}

/** A Host header the server can build an address from: `name[:port]` or `[IPv6][:port]`, or none
 * (HTTP/1.0). `[`, `a b` or `x:99999999` made GraphQL's URL throw, a 500 (issue 22). */
export function validHost(host: string | undefined): boolean {
  if (!host) return true;
  return host.length <= 300 && !/[\s/?#@\\]/.test(host) && URL.canParse(`http://${host}/`);
}
