import { z } from "zod";
import { foldLineBreaks } from "./rules/control-characters.ts";

/**
 * The schema of a one-line text field: line breaks and tabs folded into spaces before any
 * bound is checked (multi-line fields, such as descriptions, messages and addresses, keep them).
 */
export function singleLineText(): z.ZodString {
  return z.string().overwrite(foldLineBreaks);
}
