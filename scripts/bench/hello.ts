// The yardstick: a bare graphql-yoga server answering { hello }, on PORT.
import http from "node:http";
import { createSchema, createYoga } from "graphql-yoga";

const yoga = createYoga({
  schema: createSchema({ typeDefs: "type Query { hello: String! }", resolvers: { Query: { hello: () => "Bonjour" } } }),
  logging: false,
  landingPage: false,
});
http.createServer(yoga).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
