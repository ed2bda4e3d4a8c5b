import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Services } from "../services/index.ts";

export interface Viewer { id: string; role: "SUPER_ADMIN" | "ADMIN" }

export interface GraphQLContext {
  prisma: PrismaClient;
  services: Services;
  /** The signed-in administrator, or null for shoppers and integrators without a token. */
  viewer: Viewer | null;
  request: Request;
}
