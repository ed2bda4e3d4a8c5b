import { chakra } from "@chakra-ui/react";

/** A <form> laid out as a vertical stack (Stack cannot carry form attributes such as noValidate). */
export const Form = chakra("form", { base: { display: "flex", flexDirection: "column" } });
