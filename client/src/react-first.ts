// React DOM, evaluated in a task of its own before the rest of the shop's code (main.tsx, decision
// 075): the code's evaluation was one long task (React DOM, Chakra, emotion, the router); in two,
// the page answers in between. start.tsx imports React DOM from the same shared chunk.
export { createRoot, hydrateRoot } from "react-dom/client";
