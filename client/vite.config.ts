import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2020", sourcemap: false },
  server: { proxy: { "/graphql": "http://localhost:3000", "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" } },
});
