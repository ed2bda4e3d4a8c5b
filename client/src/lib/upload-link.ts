// The back-office's terminating link: GraphQL multipart requests for mutations carrying files.
// Only AdminApp imports it, so the storefront never downloads the upload code.
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";
import { uploadFetch } from "./upload-fetch.ts";

export function createUploadLink() {
  return new UploadHttpLink({
    uri: "/graphql",
    fetch: uploadFetch as typeof fetch,
    // Tells the server (and any CSRF check in front of it) that this is not a plain HTML form post.
    headers: { "apollo-require-preflight": "true" },
  });
}
