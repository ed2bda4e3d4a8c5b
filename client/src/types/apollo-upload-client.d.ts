// apollo-upload-client 20 ships plain .mjs with JSDoc types only: the part the back-office uses.
declare module "apollo-upload-client/UploadHttpLink.mjs" {
  import { ApolloLink } from "@apollo/client";
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: { uri?: string; fetch?: typeof fetch; headers?: Record<string, string>; credentials?: string });
  }
}
