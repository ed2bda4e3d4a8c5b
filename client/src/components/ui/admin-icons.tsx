import type { SVGProps } from "react";

// A handful of stroke icons drawn for the back-office (no icon library in the bundle).
export function stroke(paths: string[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module load, never while rendering
  return function StrokeIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1.25em"
        height="1.25em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const HomeIcon = stroke(["M3 11l9-8 9 8", "M5 10v10h5v-6h4v6h5V10"]);
export const TagIcon = stroke(["M3 12V3h9l9 9-9 9z", "M7.5 7.5h.01"]);
export const BoxIcon = stroke(["M21 8l-9-5-9 5 9 5 9-5z", "M3 8v8l9 5 9-5V8", "M12 13v8"]);
export const UserIcon = stroke(["M20 21a8 8 0 0 0-16 0", "M12 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"]);
export const UsersIcon = stroke([
  "M17 21a6 6 0 0 0-12 0",
  "M11 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  "M21 21a5 5 0 0 0-4-5",
  "M16 5a4 4 0 0 1 0 8",
]);
export const LogoutIcon = stroke(["M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4", "M16 17l5-5-5-5", "M21 12H9"]);
export const SunIcon = stroke([
  "M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z",
  "M12 1v2",
  "M12 21v2",
  "M4.2 4.2l1.4 1.4",
  "M18.4 18.4l1.4 1.4",
  "M1 12h2",
  "M21 12h2",
  "M4.2 19.8l1.4-1.4",
  "M18.4 5.6l1.4-1.4",
]);
export const MoonIcon = stroke(["M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"]);
/** Sliders: the shop's settings. */
export const SettingsIcon = stroke([
  "M4 6h10",
  "M18 6h2",
  "M16 4v4",
  "M4 12h4",
  "M12 12h8",
  "M10 10v4",
  "M4 18h12",
  "M20 18h0",
  "M18 16v4",
]);
export const MenuIcon = stroke(["M3 6h18", "M3 12h18", "M3 18h18"]);
export const PanelIcon = stroke(["M4 4h16v16H4z", "M9 4v16"]);
export const EyeIcon = stroke(["M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z", "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"]);
export const EyeOffIcon = stroke([
  "M3 3l18 18",
  "M10.6 5.1A10 10 0 0 1 12 5c7 0 11 7 11 7a18 18 0 0 1-3.2 4",
  "M6.6 6.6A18 18 0 0 0 1 12s4 7 11 7a10 10 0 0 0 5.4-1.6",
  "M9.9 9.9a3 3 0 0 0 4.2 4.2",
]);
export const CartIcon = stroke(["M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6", "M9 21h.01", "M18 21h.01"]);
