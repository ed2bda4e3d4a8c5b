import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Services } from "../../services/index.ts";

import type { AppError } from "../../lib/errors.ts";
import type { Viewer } from "../../services/auth.ts";

export type { Viewer };

export interface GraphQLContext {
  prisma: PrismaClient;
  services: Services;
  /** The signed-in administrator, or null for shoppers and integrators without a token. */
  viewer: Viewer | null;
  /** Why a token was refused (expired, invalid, account blocked): reported when a field needs a viewer. */
  authError: AppError | null;
  clientIp: string;
  request: Request;
}
